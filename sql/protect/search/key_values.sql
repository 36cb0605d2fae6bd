{#-
  key_values.sql -- the distinct values of one key, as text (for generated bands).
  inputs : keyed (the problem's keyed view); index (the key's position)
  output : v (the value as text; NULL for a missing value)
  grain  : one row per distinct value, in text order
-#}
SELECT DISTINCT CAST(__sdc_k{{ index|int }} AS VARCHAR) AS v
FROM {{ keyed|qi }}
ORDER BY v
