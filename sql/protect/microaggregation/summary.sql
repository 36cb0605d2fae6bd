{#-
  summary.sql -- what microaggregation changed, per treated variable: counts, means and
  standard deviations before and after, SSE and SST, group sizes.
  inputs : values (values.sql's relation: the values before, as DOUBLE, categories as
           their codes); grouped (map_groups' table: __sdcm_id,
           the strata, __sdcm_v<i> group values, __sdcm_g<i> group labels within the
           stratum); variables (treated column names, in order); strata (column names)
  output : one row per variable: variable, n, n_missing, n_changed, mean_before,
           mean_after, sd_before, sd_after, sse (sum of squared changes), sst (sum of
           squares about the stratum means), n_groups, group_size_min, group_size_max
  grain  : one row per treated variable
-#}
{% for v in variables %}
{% set i = loop.index0 %}
SELECT * FROM (
    WITH pairs AS (
        SELECT o.{{ ("__sdcm_v" ~ i)|qi }} AS x, m.{{ ("__sdcm_v" ~ i)|qi }} AS y,
               m.{{ ("__sdcm_g" ~ i)|qi }} AS g
               {% for s in strata %}, m.{{ s|qi }} AS {{ ("__sdcm_s" ~ loop.index0)|qi }}{% endfor %}
        FROM {{ values|qi }} AS o JOIN {{ grouped|qi }} AS m ON m.__sdcm_id = o.__sdcm_id
    ), stratum AS (
        SELECT {% for s in strata %}{{ ("__sdcm_s" ~ loop.index0)|qi }}, {% endfor %}avg(x) AS mx
        FROM pairs
        {% if strata %}GROUP BY {% for s in strata %}{{ ("__sdcm_s" ~ loop.index0)|qi }}{{ "," if not loop.last }}{% endfor %}{% endif %}
    ), sizes AS (
        SELECT count(*) AS size FROM pairs WHERE x IS NOT NULL
        GROUP BY {% for s in strata %}{{ ("__sdcm_s" ~ loop.index0)|qi }}, {% endfor %}g
    )
    SELECT
        $variable{{ i }} AS variable,
        count(*) AS n,
        count(*) - count(p.x) AS n_missing,
        count(*) FILTER (WHERE p.x IS DISTINCT FROM p.y) AS n_changed,
        avg(p.x) AS mean_before,
        avg(p.y) AS mean_after,
        stddev_samp(p.x) AS sd_before,
        stddev_samp(p.y) AS sd_after,
        sum((p.x - p.y) * (p.x - p.y)) AS sse,
        sum((p.x - st.mx) * (p.x - st.mx)) AS sst,
        (SELECT count(*) FROM sizes) AS n_groups,
        (SELECT min(size) FROM sizes) AS group_size_min,
        (SELECT max(size) FROM sizes) AS group_size_max
    FROM pairs AS p
    JOIN stratum AS st ON 1 = 1{% for s in strata %} AND st.{{ ("__sdcm_s" ~ loop.index0)|qi }} IS NOT DISTINCT FROM p.{{ ("__sdcm_s" ~ loop.index0)|qi }}{% endfor %}
)
{% if not loop.last %}UNION ALL{% endif %}
{% endfor %}
