{#-
  summary.sql -- what microaggregation changed, per treated variable: counts and group
  sizes (the means, standard deviations, SSE and SST come from moments.sql's exact
  sums).  One scan of the grouped table (it carries the values before beside the
  group values: no join) and one aggregate over all the variables, not one pass per
  variable; the rows per variable are read off that one row.
  inputs : grouped (map_groups' table: __sdcm_id, the strata, __sdcm_x<i> the values
           before (values.sql's, as DOUBLE; categories as their codes), __sdcm_v<i>
           group values, __sdcm_g<i> group labels within the stratum); variables
           (treated column names, in order); strata (column names); one_grouping
           (optional, bool: every variable has the same group labels and no NULLs --
           MDAV, V-MDAV, categorical -- so the group sizes are counted once)
  output : one row per variable: variable, n, n_missing, n_changed, n_groups,
           group_size_min, group_size_max
  grain  : one row per treated variable
-#}
WITH totals AS (
    SELECT count(*) AS n
        {% for v in variables %}{% set i = loop.index0 %}{% set x = ("p." ~ ("__sdcm_x" ~ i)|qi) %}{% set y = ("p." ~ ("__sdcm_v" ~ i)|qi) %}
        , count({{ x }}) AS {{ ("c" ~ i)|qi }}
        , count(*) FILTER (WHERE {{ x }} IS DISTINCT FROM {{ y }}) AS {{ ("ch" ~ i)|qi }}
        {% endfor %}
    FROM {{ grouped|qi }} AS p
){% for v in (variables[:1] if one_grouping|default(false) else variables) %}{% set i = loop.index0 %}, {{ ("sizes" ~ i)|qi }} AS (
    SELECT count(*) AS n_groups, min(size) AS size_min, max(size) AS size_max
    FROM (SELECT count(*) AS size FROM {{ grouped|qi }} WHERE {{ ("__sdcm_x" ~ i)|qi }} IS NOT NULL
          GROUP BY {% for s in strata %}{{ s|qi }}, {% endfor %}{{ ("__sdcm_g" ~ i)|qi }}) AS s
){% endfor %}
{% for v in variables %}{% set i = loop.index0 %}
SELECT $variable{{ i }} AS variable, t.n AS n, t.n - t.{{ ("c" ~ i)|qi }} AS n_missing,
       t.{{ ("ch" ~ i)|qi }} AS n_changed, z.n_groups AS n_groups,
       z.size_min AS group_size_min, z.size_max AS group_size_max
FROM totals AS t CROSS JOIN {{ ("sizes" ~ (0 if one_grouping|default(false) else i))|qi }} AS z
{% if not loop.last %}UNION ALL{% endif %}
{% endfor %}
