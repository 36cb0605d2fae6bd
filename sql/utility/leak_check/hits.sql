{#-
  hits.sql -- the empty table of recovered values the channels' templates fill.
  output : var, row_id, channel, a, b, c
  grain  : one row per recovered (record, variable, channel, column set)
-#}
SELECT CAST(NULL AS INTEGER) AS var, CAST(NULL AS BIGINT) AS row_id,
       CAST(NULL AS VARCHAR) AS channel, CAST(NULL AS INTEGER) AS a,
       CAST(NULL AS INTEGER) AS b, CAST(NULL AS INTEGER) AS c
WHERE FALSE
