{#-
  checks.sql -- what microaggregation checks before any work: the records and the
  non-NULL values of each treated variable, per stratum.
  The values no numeric method can use (NaN, infinite, overflowing) are refused by the
  shared check, protect/draws/value_checks.sql.
  inputs : keyed (the problem's keyed view); strata (column names); variables (the
           treated column names, in order); categorical (the names among variables that
           are categories: no NaN)
  output : n (records), c0.. (non-NULL values of each variable: NaN is missing)
  grain  : one row per stratum (one row without strata)
-#}
SELECT count(*) AS n
    {% for v in variables %}, count({{ v|qi }}){% if v not in categorical %} - count(*) FILTER (WHERE isnan(CAST({{ v|qi }} AS DOUBLE))){% endif %} AS {{ ("c" ~ loop.index0)|qi }}{% endfor %}
FROM {{ keyed|qi }}
{% if strata %}
GROUP BY {% for s in strata %}{{ s|qi }}{{ "," if not loop.last }}{% endfor %}
{% endif %}
