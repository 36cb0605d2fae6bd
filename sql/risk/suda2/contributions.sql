{#-
  contributions.sql -- SUDA2 contributions per key and key level (seed 004 section 3.4.2).
  inputs : msu (__sdc_cell, mask, size); cells (the cell table); q
  params : $w1..$w<q> (as cell_scores.sql)
  output : key_index, level (the key's value as text), num (HUGEINT: sum of the weight
           numerators of the MSUs containing the key, of records with that value)
  grain  : one row per (key, value) in some MSU containing the key
-#}
{% macro weight(size) %}CASE {{ size }}{% for k in range(1, q + 1) %} WHEN {{ k|int }} THEN CAST($w{{ k|int }} AS HUGEINT){% endfor %} END{% endmacro %}
{% for i in range(q) %}
SELECT {{ i|int }} AS key_index, CAST(c.__sdc_k{{ i|int }} AS VARCHAR) AS level,
       sum({{ weight('m.size') }}) AS num
FROM {{ msu|qi }} AS m JOIN {{ cells|qi }} AS c USING (__sdc_cell)
WHERE (m.mask >> {{ i|int }}) & 1 = 1
GROUP BY c.__sdc_k{{ i|int }}
{{ "UNION ALL" if not loop.last }}
{% endfor %}
