{#-
  details.sql -- the recovered values per variable, channel and column (set): what
  the leak check's message and summary name (the columns of channel (c), the
  categorical column of channel (b), the link of channel (d)).
  inputs : hits (var, row_id, channel, a, b, c)
  output : var, channel, a, b, c, recovered
  grain  : one row per (variable, channel, column set)
-#}
SELECT var, channel, a, b, c, CAST(count(DISTINCT row_id) AS BIGINT) AS recovered
FROM {{ hits|qi }}
GROUP BY var, channel, a, b, c
ORDER BY var, channel, recovered DESC, CAST(b >= 0 AS INTEGER) + CAST(c >= 0 AS INTEGER), a, b, c
