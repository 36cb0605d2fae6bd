{#-
  protect/synthetic/moments.sql -- the sample covariances of each stratum, read before the
  Muralidhar-Sarathy generator runs to refuse an alpha whose Sigma_ee is not positive
  semidefinite, or singular non-confidential variables, before any work.
  inputs : keyed (the problem's keyed view), strata (column names), variables (the
           confidential then the non-confidential column names)
  output : c<i>_<j> (covar_samp of variables i and j, i <= j)
  grain  : one row per stratum (one row without strata)
-#}
SELECT
{%- for a in variables %}{% set i = loop.index0 %}{% for b in variables %}{% if loop.index0 >= i %}
    covar_samp({{ a|qi }}, {{ b|qi }}) AS {{ ("c" ~ i ~ "_" ~ loop.index0)|qi }}{{ "," if not (loop.last and i == variables|length - 1) }}
{%- endif %}{% endfor %}{% endfor %}
FROM {{ keyed|qi }}
{% if strata %}
GROUP BY {% for s in strata %}{{ s|qi }}{{ ", " if not loop.last }}{% endfor %}
{% endif %}
