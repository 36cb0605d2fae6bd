{#-
  checks.sql -- what microaggregation checks before any work: the records and the
  non-NULL values of each treated variable, per stratum.
  inputs : keyed (the problem's keyed view); strata (column names); variables (the
           treated column names, in order)
  output : n (records), c0.. (non-NULL values of each variable)
  grain  : one row per stratum (one row without strata)
-#}
SELECT count(*) AS n
    {% for v in variables %}, count({{ v|qi }}) AS {{ ("c" ~ loop.index0)|qi }}{% endfor %}
FROM {{ keyed|qi }}
{% if strata %}
GROUP BY {% for s in strata %}{{ s|qi }}{{ "," if not loop.last }}{% endfor %}
{% endif %}
