{#-
  checks.sql -- what microaggregation checks before any work: the records and the
  non-NULL values of each treated variable, per stratum.
  inputs : keyed (the problem's keyed view); strata (column names); variables (the
           treated column names, in order); categorical (the names among variables that
           are categories: no NaN count)
  output : n (records), c0.. (non-NULL values of each variable), f0.. (NaN or
           infinite values of each numeric variable; 0 for a categorical one)
  grain  : one row per stratum (one row without strata)
-#}
SELECT count(*) AS n
    {% for v in variables %}, count({{ v|qi }}) AS {{ ("c" ~ loop.index0)|qi }}{% endfor %}
    {% for v in variables %}, {% if v in categorical %}0{% else %}sum(CASE WHEN isnan(CAST({{ v|qi }} AS DOUBLE)) OR abs(CAST({{ v|qi }} AS DOUBLE)) = CAST('Infinity' AS DOUBLE) THEN 1 ELSE 0 END){% endif %} AS {{ ("f" ~ loop.index0)|qi }}{% endfor %}
FROM {{ keyed|qi }}
{% if strata %}
GROUP BY {% for s in strata %}{{ s|qi }}{{ "," if not loop.last }}{% endfor %}
{% endif %}
