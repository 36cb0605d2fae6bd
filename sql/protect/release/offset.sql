{#-
  protect/release/offset.sql -- the largest numeric value and the number of distinct
  values of an id column (the new ids start above both, at a power of 10).
  inputs : protected (relation), column (the id column)
  output : top (DOUBLE or NULL), n (BIGINT)
  grain  : one row
-#}
SELECT max(TRY_CAST({{ column|qi }} AS DOUBLE)) AS top, count(DISTINCT {{ column|qi }}) AS n
FROM {{ protected|qi }}
