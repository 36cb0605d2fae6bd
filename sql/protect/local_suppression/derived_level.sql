{#-
  derived_level.sql -- which derived columns are household-level in the input: one
  value for every member of every household (seed 000 section 7).
  inputs : keyed (the input's keyed view: __sdc_hh, the derived columns); columns
  output : position, household_level (boolean)
  grain  : one row per derived column
-#}
{%- for c in columns %}
SELECT {{ loop.index0|int }} AS position,
       coalesce(bool_and(n <= 1), FALSE) AS household_level
FROM (
    SELECT count(DISTINCT {{ c|qi }}) AS n
    FROM {{ keyed|qi }}
    WHERE __sdc_hh IS NOT NULL
    GROUP BY __sdc_hh
) AS households
{%- if not loop.last %}
UNION ALL
{%- endif %}
{%- endfor %}
