{#-
  derived_counts.sql -- the suppressions of the derived columns: how many values each
  derived column lost (its key_index, from n_keys on) in the suppression log.
  inputs : suppressed (the suppression log: key_index per suppressed value); n_keys
  output : key_index, n
  grain  : one row per derived column with a suppressed value
-#}
SELECT key_index, count(*) AS n
FROM {{ suppressed|qi }}
WHERE key_index >= {{ n_keys|int }}
GROUP BY key_index
