{#-
  protect/synthetic/checks.sql -- what the synthetic and hybrid data methods check before
  any work: the records of each stratum and those complete in every variable they read.
  inputs : keyed (the problem's keyed view), strata (column names), variables (the
           confidential and non-confidential column names)
  output : n (records), complete (records with no NULL in the variables)
  grain  : one row per stratum (one row without strata)
-#}
SELECT count(*) AS n,
       count(CASE WHEN {% for v in variables %}{{ v|qi }} IS NOT NULL{{ " AND " if not loop.last }}{% endfor %} THEN 1 END) AS complete
FROM {{ keyed|qi }}
{% if strata %}
GROUP BY {% for s in strata %}{{ s|qi }}{{ ", " if not loop.last }}{% endfor %}
{% endif %}
