{#-
  covariance.sql -- means and covariances (n - 1) of the continuous variables of one
  side of the paired relation, over the records complete in both files (every
  variable present in the original and the masked file), for the matrices of
  table 3.7 (seed 003 section 3.5.3).  DuckDB's covar_samp is a co-moment aggregate
  (numerically stable).
  inputs : paired (measures/paired.sql); n_vars; side ("o": original, "m": masked)
  output : n (complete records), mean_{i}, cov_{i}_{j} for i <= j
  grain  : one row
-#}
{% set p = "__sdc_" ~ ("o" if side == "o" else "m") %}
SELECT
    CAST(count(*) AS BIGINT) AS n
{% for i in range(n_vars) %}
    , avg(CAST({{ p ~ i }} AS DOUBLE)) AS mean_{{ i|int }}
{% endfor %}
{% for i in range(n_vars) %}{% for j in range(i, n_vars) %}
    , covar_samp(CAST({{ p ~ i }} AS DOUBLE), CAST({{ p ~ j }} AS DOUBLE)) AS cov_{{ i|int }}_{{ j|int }}
{% endfor %}{% endfor %}
FROM {{ paired|qi }}
WHERE {% for i in range(n_vars) %}__sdc_o{{ i|int }} IS NOT NULL AND __sdc_m{{ i|int }} IS NOT NULL{{ " AND " if not loop.last }}{% endfor %}
