{#-
  cell_scores.sql -- SUDA2 scores per cell with an MSU (seed 004 section 3.4.2).
  inputs : msu (msu.sql or the search kernel: __sdc_cell, mask, size); q
  params : $w1..$w<q> (VARCHAR: the integer weight numerator of an MSU of size k;
           the module divides by the common denominator once)
  output : __sdc_cell, __sdc_num (score numerator, exact HUGEINT), suda2_msu_count,
           suda2_min_msu_size, __sdc_a0.. (numerator of the weights of the cell's
           MSUs containing key i; NULL when none does)
  grain  : one row per cell with at least one MSU
  method : integer sums, so no result depends on the order in which threads add
-#}
{% macro weight(size) %}CASE {{ size }}{% for k in range(1, q + 1) %} WHEN {{ k|int }} THEN CAST($w{{ k|int }} AS HUGEINT){% endfor %} END{% endmacro %}
SELECT
    __sdc_cell,
    sum({{ weight('size') }}) AS __sdc_num,
    count(*) AS suda2_msu_count,
    min(size) AS suda2_min_msu_size
    {% for i in range(q) %}
    , sum({{ weight('size') }}) FILTER (WHERE (mask >> {{ i|int }}) & 1 = 1) AS __sdc_a{{ i|int }}
    {% endfor %}
FROM {{ msu|qi }}
GROUP BY __sdc_cell
