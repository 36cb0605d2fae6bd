{#-
  protect/sampling/per_stratum.sql -- each sampling stratum's units, sample size and
  selected units, for the summary.
  inputs : selected (protect/sampling/selected.sql), strata (sampling strata, names)
  output : the strata, n (N_h), m (m_h), k (units selected)
  grain  : one row per stratum
-#}
SELECT
{%- for s in strata %}
    {{ s|qi }},
{%- endfor %}
    max(__sdc_n) AS n,
    max(__sdc_m) AS m,
    count(*) FILTER (WHERE __sdc_selected) AS k
FROM {{ selected|qi }}
{%- if strata %}
GROUP BY {% for s in strata %}{{ s|qi }}{{ ", " if not loop.last }}{% endfor %}
{%- endif %}
