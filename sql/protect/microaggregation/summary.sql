{#-
  summary.sql -- what microaggregation changed, per treated variable: counts, means and
  standard deviations before and after, SSE and SST, group sizes.  One scan of the
  grouped table (it carries the values before beside the group values: no join) and
  one aggregate over all the variables, not one pass per variable; the rows per
  variable are read off that one row.
  inputs : grouped (map_groups' table: __sdcm_id, the strata, __sdcm_x<i> the values
           before (values.sql's, as DOUBLE; categories as their codes), __sdcm_v<i>
           group values, __sdcm_g<i> group labels within the stratum); variables
           (treated column names, in order); strata (column names); one_grouping
           (optional, bool: every variable has the same group labels and no NULLs --
           MDAV, V-MDAV, categorical -- so the group sizes are counted once)
  output : one row per variable: variable, n, n_missing, n_changed, mean_before,
           mean_after, sd_before, sd_after, sse (sum of squared changes), sst (sum of
           squares about the stratum means), n_groups, group_size_min, group_size_max
  grain  : one row per treated variable
-#}
WITH stratum AS (
    SELECT {% for s in strata %}{{ s|qi }} AS {{ ("__sdcm_s" ~ loop.index0)|qi }}, {% endfor %}
           {% for v in variables %}avg({{ ("__sdcm_x" ~ loop.index0)|qi }}) AS {{ ("mx" ~ loop.index0)|qi }}{{ "," if not loop.last }}{% endfor %}
    FROM {{ grouped|qi }}
    {% if strata %}GROUP BY {% for s in strata %}{{ s|qi }}{{ "," if not loop.last }}{% endfor %}{% endif %}
), totals AS (
    SELECT count(*) AS n
        {% for v in variables %}{% set i = loop.index0 %}{% set x = ("p." ~ ("__sdcm_x" ~ i)|qi) %}{% set y = ("p." ~ ("__sdcm_v" ~ i)|qi) %}
        , count({{ x }}) AS {{ ("c" ~ i)|qi }}
        , count(*) FILTER (WHERE {{ x }} IS DISTINCT FROM {{ y }}) AS {{ ("ch" ~ i)|qi }}
        , avg({{ x }}) AS {{ ("mb" ~ i)|qi }}
        , avg({{ y }}) AS {{ ("ma" ~ i)|qi }}
        , stddev_samp({{ x }}) AS {{ ("sb" ~ i)|qi }}
        , stddev_samp({{ y }}) AS {{ ("sa" ~ i)|qi }}
        , sum(({{ x }} - {{ y }}) * ({{ x }} - {{ y }})) AS {{ ("sse" ~ i)|qi }}
        , sum(({{ x }} - st.{{ ("mx" ~ i)|qi }}) * ({{ x }} - st.{{ ("mx" ~ i)|qi }})) AS {{ ("sst" ~ i)|qi }}
        {% endfor %}
    FROM {{ grouped|qi }} AS p
    JOIN stratum AS st ON 1 = 1{% for s in strata %} AND st.{{ ("__sdcm_s" ~ loop.index0)|qi }} IS NOT DISTINCT FROM p.{{ s|qi }}{% endfor %}
){% for v in (variables[:1] if one_grouping|default(false) else variables) %}{% set i = loop.index0 %}, {{ ("sizes" ~ i)|qi }} AS (
    SELECT count(*) AS n_groups, min(size) AS size_min, max(size) AS size_max
    FROM (SELECT count(*) AS size FROM {{ grouped|qi }} WHERE {{ ("__sdcm_x" ~ i)|qi }} IS NOT NULL
          GROUP BY {% for s in strata %}{{ s|qi }}, {% endfor %}{{ ("__sdcm_g" ~ i)|qi }}) AS s
){% endfor %}
{% for v in variables %}{% set i = loop.index0 %}
SELECT $variable{{ i }} AS variable, t.n AS n, t.n - t.{{ ("c" ~ i)|qi }} AS n_missing,
       t.{{ ("ch" ~ i)|qi }} AS n_changed, t.{{ ("mb" ~ i)|qi }} AS mean_before,
       t.{{ ("ma" ~ i)|qi }} AS mean_after, t.{{ ("sb" ~ i)|qi }} AS sd_before,
       t.{{ ("sa" ~ i)|qi }} AS sd_after, t.{{ ("sse" ~ i)|qi }} AS sse,
       t.{{ ("sst" ~ i)|qi }} AS sst, z.n_groups AS n_groups, z.size_min AS group_size_min,
       z.size_max AS group_size_max
FROM totals AS t CROSS JOIN {{ ("sizes" ~ (0 if one_grouping|default(false) else i))|qi }} AS z
{% if not loop.last %}UNION ALL{% endif %}
{% endfor %}
