{#-
  unsafe_count.sql -- the number of records unsafe_records.sql flags (the household
  rule's count of set_household_threshold).
  inputs : those of unsafe_records.sql
  params : those of unsafe_records.sql
  output : unsafe
  grain  : one row
-#}
SELECT count(*) AS unsafe FROM (
{% include "risk/threshold/unsafe_records.sql" %}
) AS u WHERE unsafe_reason IS NOT NULL
