{#-
  protect/release/household_ids.sql -- the distinct household ids, as text (the join key
  of the link) and as a BIGINT (integer ids; NULL for a text id or an integer outside
  BIGINT), the input of the household draws.
  inputs : protected (relation), household (the id column)
  output : hh (VARCHAR), id (BIGINT or NULL)
  grain  : one row per household
-#}
SELECT DISTINCT CAST({{ household|qi }} AS VARCHAR) AS hh,
       TRY_CAST({{ household|qi }} AS BIGINT) AS id
FROM {{ protected|qi }}
