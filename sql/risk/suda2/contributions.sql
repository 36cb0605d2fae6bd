{#-
  contributions.sql -- SUDA2 contributions per key and key level (seed 004 section 3.4.2).
  inputs : scored (dis_suda.sql: one row per cell, its keys __sdc_k0.. and __sdc_a0..,
           the weight numerators of its MSUs containing key i, NULL when none does); q
  output : key_index, level (the key's value as text), num (HUGEINT: sum of the weight
           numerators of the MSUs containing the key, of records with that value)
  grain  : one row per (key, value) in some MSU containing the key
  method : the per-cell sums of cell_scores.sql, grouped by each key in turn: one scan
           of the cells per key, never the MSU list
-#}
{% for i in range(q) %}
SELECT {{ i|int }} AS key_index, CAST(__sdc_k{{ i|int }} AS VARCHAR) AS level,
       sum(__sdc_a{{ i|int }}) AS num
FROM {{ scored|qi }}
WHERE __sdc_a{{ i|int }} IS NOT NULL
GROUP BY __sdc_k{{ i|int }}
{{ "UNION ALL" if not loop.last }}
{% endfor %}
