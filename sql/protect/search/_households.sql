{#-
  _households.sql -- the households of a search grouped by their composition, for the
  household-risk target (seed 000 section 5: a household's risk is a function of its
  members' cells alone, r_g = 1 - prod (1 - r_i), so households with the same cells,
  the same number of members in each and the same size are alike at every node).
  Imported by household_cells.sql (what the search reads: one row per composition and
  cell, not per household) and protected.sql (the members suppressed, found again).
  ctes(keyed, n_keys, sensitive, household_size_given) defines
    __sdc_members      : __sdc_row, household (its household's smallest input row
                         number), cell (its combination's smallest input row number: the
                         grouping of distinct_cells.sql, keys and sensitive variables as
                         text), household_size (the given size, or the members)
    __sdc_pairs        : household, cell, n (its members of that combination),
                         household_size -- one row per household and combination
    __sdc_compositions : household, composition (the smallest household number of the
                         households with the same (cell, n) pairs and size)
-#}
{%- macro ctes(keyed, n_keys, sensitive, household_size_given) -%}
{%- set parts = [] %}
{%- for i in range(n_keys) %}{% set _ = parts.append("CAST(__sdc_k" ~ (i|int) ~ " AS VARCHAR)") %}{% endfor %}
{%- for s in sensitive %}{% set _ = parts.append("CAST(" ~ (s|qi) ~ " AS VARCHAR)") %}{% endfor -%}
__sdc_members AS (
    SELECT
        __sdc_row,
        min(__sdc_row) OVER (PARTITION BY __sdc_hh) AS household,
        min(__sdc_row) OVER (PARTITION BY {{ parts | join(", ") }}) AS cell,
        {{ "max(__sdc_hsize)" if household_size_given else "count(*)" }} OVER (PARTITION BY __sdc_hh) AS household_size
    FROM {{ keyed|qi }}
),
__sdc_pairs AS (
    SELECT household, cell, count(*) AS n, max(household_size) AS household_size
    FROM __sdc_members
    GROUP BY household, cell
),
__sdc_compositions AS (
    SELECT household,
        min(household) OVER (PARTITION BY household_size, composition) AS composition
    FROM (
        SELECT household, max(household_size) AS household_size,
            array_to_string(list_sort(list(
                lpad(CAST(cell AS VARCHAR), 20, '0') || ':' || CAST(n AS VARCHAR))), ',')
                AS composition
        FROM __sdc_pairs
        GROUP BY household
    ) AS households
)
{%- endmacro %}
