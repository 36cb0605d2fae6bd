{#-
  bad_weights.sql -- the records whose weight is missing or not positive (refused
  before any utility measure, as the risk step's input checks refuse them).
  inputs : source (a relation); weight (its weight column)
  output : bad (the number of such records)
  grain  : one row
-#}
SELECT CAST(count(*) AS BIGINT) AS bad
FROM {{ source|qi }}
WHERE {{ weight|qi }} IS NULL OR NOT ({{ weight|qi }} > 0)
