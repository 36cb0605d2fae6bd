{#-
  household_cells.sql -- the household structure the search's household-risk target
  reads: which distinct combinations (distinct_cells.sql's) each household's members
  have.  A household is named by its first row, a combination by its first row (the
  same grouping as distinct_cells.sql: keys and sensitive variables as text).
  inputs : keyed (the problem's keyed view, with __sdc_hh[, __sdc_hsize]); n_keys;
           sensitive (column names); household_size_given (bool)
  output : household (the household's smallest input row number), household_id (its
           id as text), cell (the combination's smallest input row number:
           distinct_cells.sql's first),
           n (the household's records of that combination), household_size (the
           given size, its largest over the members, or the number of members)
  grain  : one row per household and distinct combination, ordered by household, cell
-#}
{%- set parts = [] %}
{%- for i in range(n_keys) %}{% set _ = parts.append("CAST(__sdc_k" ~ (i|int) ~ " AS VARCHAR)") %}{% endfor %}
{%- for s in sensitive %}{% set _ = parts.append("CAST(" ~ (s|qi) ~ " AS VARCHAR)") %}{% endfor %}
SELECT household, min(household_id) AS household_id, cell, count(*) AS n,
    max(household_size) AS household_size
FROM (
    SELECT
        min(__sdc_row) OVER (PARTITION BY __sdc_hh) AS household,
        CAST(__sdc_hh AS VARCHAR) AS household_id,
        min(__sdc_row) OVER (PARTITION BY {{ parts | join(", ") }}) AS cell,
        {{ "max(__sdc_hsize)" if household_size_given else "count(*)" }} OVER (PARTITION BY __sdc_hh) AS household_size
    FROM {{ keyed|qi }}
)
GROUP BY household, cell
ORDER BY household, cell
