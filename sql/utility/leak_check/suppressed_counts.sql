{#-
  suppressed_counts.sql -- how many values of each variable are suppressed.
  inputs : suppressed (suppressed.sql)
  output : var, n
  grain  : one row per variable with a suppressed value
-#}
SELECT var, count(*) AS n
FROM {{ suppressed|qi }}
GROUP BY var
