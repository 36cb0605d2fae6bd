{#-
  households.sql -- microaggregation's household-level variables (the spec's
  household_variables) on one row per household: the household's value, grouped among
  households, the group value joined back to every member (protected.sql).  Laid out
  like the keyed view (__sdc_row, __sdc_w, the strata, the variables), so checks.sql,
  values.sql and categories.sql read it as they read the records.
  inputs : keyed (the problem's keyed view); household (the household id column);
           strata (column names); variables (the household-level treated columns)
  output : __sdc_row (the household's number, 1.. in the id's order), __sdc_key (the
           household id), the strata, each variable (its value in the household: the
           members' least), __sdc_w (the members' mean weight), __sdcm_mixed0.. (1 when
           the members disagree on the variable, a NULL beside a value included),
           __sdcm_members
  grain  : one row per (household, stratum); a household in two strata gives two rows
           (refused by household_checks.sql)
-#}
SELECT
    dense_rank() OVER (ORDER BY {{ household|qi }}) AS __sdc_row,
    {{ household|qi }} AS __sdc_key,
{%- for s in strata %}
    {{ s|qi }},
{%- endfor %}
{%- for v in variables %}
    min({{ v|qi }}) AS {{ v|qi }},
{%- endfor %}
    avg(__sdc_w) AS __sdc_w,
{%- for v in variables %}
    CASE WHEN count(DISTINCT {{ v|qi }}) > 1
              OR (count({{ v|qi }}) > 0 AND count({{ v|qi }}) < count(*))
         THEN 1 ELSE 0 END AS {{ ("__sdcm_mixed" ~ loop.index0)|qi }},
{%- endfor %}
    count(*) AS __sdcm_members
FROM {{ keyed|qi }}
GROUP BY {{ household|qi }}{% for s in strata %}, {{ s|qi }}{% endfor %}
