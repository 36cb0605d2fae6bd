{#-
  key_summary.sql -- per key variable: the number of categories and of missing
  values (NULL after user missing codes), for the release report (seed 000
  section 7.5: "No of categories (missings)").
  inputs : keyed (a keyed view: __sdc_k0 .. __sdc_k{n-1}); n_keys
  output : key (its position, from 0), categories (distinct non-missing values),
           missing (records where it is missing)
  grain  : one row per key variable
-#}
{% for i in range(n_keys) %}
SELECT
    {{ i|int }} AS key,
    CAST(count(DISTINCT __sdc_k{{ i|int }}) AS BIGINT) AS categories,
    CAST(count(*) - count(__sdc_k{{ i|int }}) AS BIGINT) AS missing
FROM {{ keyed|qi }}
{% if not loop.last %}UNION ALL{% endif %}
{% endfor %}
ORDER BY key
