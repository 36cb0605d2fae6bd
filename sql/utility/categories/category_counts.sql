{#-
  category_counts.sql -- per categorical variable: its categories in the original
  and in the masked file, the values suppressed and the values changed (seed 003
  section 3.5: counts of changed values; seed 000 section 7.5: categories).
  inputs : paired (measures/paired.sql: __sdc_o{i}, __sdc_m{i}); n_vars
  output : var (position from 0), categories_before, categories_after (distinct
           non-missing values), suppressed (original present, masked missing),
           changed (original and masked values differ as text, missing a value of
           its own: a recode may change the type)
  grain  : one row per variable
-#}
{% for i in range(n_vars) %}
{% set o = "__sdc_o" ~ i %}{% set m = "__sdc_m" ~ i %}
SELECT
    {{ i|int }} AS var,
    CAST(count(DISTINCT {{ o }}) AS BIGINT) AS categories_before,
    CAST(count(DISTINCT {{ m }}) AS BIGINT) AS categories_after,
    CAST(count(*) FILTER ({{ o }} IS NOT NULL AND {{ m }} IS NULL) AS BIGINT) AS suppressed,
    CAST(count(*) FILTER (CAST({{ o }} AS VARCHAR) IS DISTINCT FROM CAST({{ m }} AS VARCHAR)) AS BIGINT) AS changed
FROM {{ paired|qi }}
{% if not loop.last %}UNION ALL{% endif %}
{% endfor %}
ORDER BY var
