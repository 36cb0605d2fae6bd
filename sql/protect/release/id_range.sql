{#-
  protect/release/id_range.sql -- the records whose integer household id does not fit a
  BIGINT (the household draw keys integer ids as 64-bit integers: such ids must be
  given as texts).
  inputs : protected (relation), household (the id column)
  output : n (BIGINT)
  grain  : one row
-#}
SELECT count(*) AS n
FROM {{ protected|qi }}
WHERE {{ household|qi }} IS NOT NULL AND TRY_CAST({{ household|qi }} AS BIGINT) IS NULL
