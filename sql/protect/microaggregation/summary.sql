{#-
  summary.sql -- what microaggregation changed, per treated variable: counts, means and
  standard deviations before and after, SSE and SST, group sizes.  One scan of the
  grouped table (it carries the values before beside the group values: no join) and
  one aggregate over all the variables, not one pass per variable; the rows per
  variable are read off that one row.
  inputs : grouped (map_groups' table: __sdcm_id, the strata, __sdcm_x<i> the values
           before (values.sql's, as DOUBLE; categories as their codes), __sdcm_v<i>
           group values, __sdcm_g<i> group labels within the stratum); variables
           (treated column names, in order); strata (column names)
  output : one row per variable: variable, n, n_missing, n_changed, mean_before,
           mean_after, sd_before, sd_after, sse (sum of squared changes), sst (sum of
           squares about the stratum means), n_groups, group_size_min, group_size_max
  grain  : one row per treated variable
-#}
WITH pairs AS (
    SELECT {% for s in strata %}m.{{ s|qi }} AS {{ ("__sdcm_s" ~ loop.index0)|qi }}, {% endfor %}
           {% for v in variables %}{% set i = loop.index0 %}m.{{ ("__sdcm_x" ~ i)|qi }} AS {{ ("x" ~ i)|qi }}, m.{{ ("__sdcm_v" ~ i)|qi }} AS {{ ("y" ~ i)|qi }}, m.{{ ("__sdcm_g" ~ i)|qi }} AS {{ ("g" ~ i)|qi }}{{ "," if not loop.last }}
           {% endfor %}
    FROM {{ grouped|qi }} AS m
), stratum AS (
    SELECT {% for s in strata %}{{ ("__sdcm_s" ~ loop.index0)|qi }}, {% endfor %}
           {% for v in variables %}avg({{ ("x" ~ loop.index0)|qi }}) AS {{ ("mx" ~ loop.index0)|qi }}{{ "," if not loop.last }}{% endfor %}
    FROM pairs
    {% if strata %}GROUP BY {% for s in strata %}{{ ("__sdcm_s" ~ loop.index0)|qi }}{{ "," if not loop.last }}{% endfor %}{% endif %}
), totals AS (
    SELECT count(*) AS n
        {% for v in variables %}{% set i = loop.index0 %}{% set x = ("p.x" ~ i) %}{% set y = ("p.y" ~ i) %}
        , count({{ x }}) AS {{ ("c" ~ i)|qi }}
        , count(*) FILTER (WHERE {{ x }} IS DISTINCT FROM {{ y }}) AS {{ ("ch" ~ i)|qi }}
        , avg({{ x }}) AS {{ ("mb" ~ i)|qi }}
        , avg({{ y }}) AS {{ ("ma" ~ i)|qi }}
        , stddev_samp({{ x }}) AS {{ ("sb" ~ i)|qi }}
        , stddev_samp({{ y }}) AS {{ ("sa" ~ i)|qi }}
        , sum(({{ x }} - {{ y }}) * ({{ x }} - {{ y }})) AS {{ ("sse" ~ i)|qi }}
        , sum(({{ x }} - st.{{ ("mx" ~ i)|qi }}) * ({{ x }} - st.{{ ("mx" ~ i)|qi }})) AS {{ ("sst" ~ i)|qi }}
        {% endfor %}
    FROM pairs AS p
    JOIN stratum AS st ON 1 = 1{% for s in strata %} AND st.{{ ("__sdcm_s" ~ loop.index0)|qi }} IS NOT DISTINCT FROM p.{{ ("__sdcm_s" ~ loop.index0)|qi }}{% endfor %}
){% for v in variables %}{% set i = loop.index0 %}, {{ ("sizes" ~ i)|qi }} AS (
    SELECT count(*) AS n_groups, min(size) AS size_min, max(size) AS size_max
    FROM (SELECT count(*) AS size FROM pairs WHERE {{ ("x" ~ i)|qi }} IS NOT NULL
          GROUP BY {% for s in strata %}{{ ("__sdcm_s" ~ loop.index0)|qi }}, {% endfor %}{{ ("g" ~ i)|qi }}) AS s
){% endfor %}
{% for v in variables %}{% set i = loop.index0 %}
SELECT $variable{{ i }} AS variable, t.n AS n, t.n - t.{{ ("c" ~ i)|qi }} AS n_missing,
       t.{{ ("ch" ~ i)|qi }} AS n_changed, t.{{ ("mb" ~ i)|qi }} AS mean_before,
       t.{{ ("ma" ~ i)|qi }} AS mean_after, t.{{ ("sb" ~ i)|qi }} AS sd_before,
       t.{{ ("sa" ~ i)|qi }} AS sd_after, t.{{ ("sse" ~ i)|qi }} AS sse,
       t.{{ ("sst" ~ i)|qi }} AS sst, z.n_groups AS n_groups, z.size_min AS group_size_min,
       z.size_max AS group_size_max
FROM totals AS t CROSS JOIN {{ ("sizes" ~ i)|qi }} AS z
{% if not loop.last %}UNION ALL{% endif %}
{% endfor %}
