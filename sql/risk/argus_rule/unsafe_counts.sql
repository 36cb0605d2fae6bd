{#-
  unsafe_counts.sql -- the unsafe value combinations of each checked combination of
  key variables (the ARGUS rule's count per dimension and per variable).
  inputs : frequencies (combination_frequencies.sql)
  output : set_id, dimension, combinations (unsafe value combinations)
  grain  : one row per combination of keys with an unsafe value combination
-#}
SELECT set_id, dimension, count(*) AS combinations
FROM {{ frequencies|qi }}
WHERE unsafe
GROUP BY set_id, dimension
