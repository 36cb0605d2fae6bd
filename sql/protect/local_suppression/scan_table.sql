{#-
  scan_table.sql -- the scan table of a round, empty: every level appends its
  verdicts (scan_level.sql) to it; kept_sets_down.sql and choose.sql read it.
  inputs : none
  output : __sdcp_pattern, kept, value, safe
  grain  : one row per (unsafe pattern, kept set screened), once filled
-#}
SELECT 0::BIGINT AS __sdcp_pattern, 0::BIGINT AS kept, 0.0::DOUBLE AS value, false AS safe
LIMIT 0
