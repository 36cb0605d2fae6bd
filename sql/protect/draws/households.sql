{#-
  protect/draws/households.sql -- one row per household for the household-level
  variables (the spec's household_variables): perturbed once per household, with the
  draws keyed by the household id, so every member carries the same released value.
  inputs : keyed (the problem's keyed view), household (the household id column),
           rank (bool: the id is not an integer, so the draws' id is its dense rank in
           the column's order), strata (column names), variables (the household-level
           ones)
  output : __sdc_key (the household id), __sdc_id (BIGINT id of the draws), the strata,
           each variable (its value in the household), __sdc_mixed (members that
           disagree on some variable: 1, else 0), __sdc_members
  grain  : one row per (household, stratum); a household in two strata gives two rows
           (refused)
-#}
SELECT
    {{ household|qi }} AS __sdc_key,
{%- if rank %}
    dense_rank() OVER (ORDER BY {{ household|qi }}) AS __sdc_id,
{%- else %}
    CAST({{ household|qi }} AS BIGINT) AS __sdc_id,
{%- endif %}
{%- for s in strata %}
    {{ s|qi }},
{%- endfor %}
{%- for v in variables %}
    min({{ v|qi }}) AS {{ v|qi }},
{%- endfor %}
    CASE WHEN {% for v in variables %}count(DISTINCT {{ v|qi }}) > 1
              OR (count({{ v|qi }}) > 0 AND count({{ v|qi }}) < count(*)){{ "\n              OR " if not loop.last }}{% endfor %}
         THEN 1 ELSE 0 END AS __sdc_mixed,
    count(*) AS __sdc_members
FROM {{ keyed|qi }}
GROUP BY {{ household|qi }}{% for s in strata %}, {{ s|qi }}{% endfor %}
