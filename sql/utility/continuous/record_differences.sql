{#-
  record_differences.sql -- per continuous variable, the sums over the records that
  IL1 (seed 003 section 3.5.3) and the X row of table 3.7 need, in one scan.
  inputs : paired (measures/paired.sql: __sdc_o{i}, __sdc_m{i}); n_vars;
           $cap (the cap of a relative difference in the bounded mean variation)
  output : var (position from 0), n_pairs (both present), n_orig (original present),
           sd_orig (sample sd of the original, n - 1), sum_abs (|x - x'|),
           sum_sq ((x - x')^2), sum_rel (|x - x'| / |x| where x <> 0),
           n_rel_inf (x = 0 and x' <> 0), sum_rel_capped (min(rel, $cap); x = 0,
           x' <> 0 counts $cap)
  grain  : one row per variable
-#}
{% for i in range(n_vars) %}
{% set o = "__sdc_o" ~ i %}{% set m = "__sdc_m" ~ i %}
SELECT
    {{ i|int }} AS var,
    CAST(count(*) FILTER ({{ o }} IS NOT NULL AND {{ m }} IS NOT NULL) AS BIGINT) AS n_pairs,
    CAST(count({{ o }}) AS BIGINT) AS n_orig,
    stddev_samp(CAST({{ o }} AS DOUBLE)) AS sd_orig,
    sum(abs(CAST({{ o }} AS DOUBLE) - {{ m }})) AS sum_abs,
    sum((CAST({{ o }} AS DOUBLE) - {{ m }}) * (CAST({{ o }} AS DOUBLE) - {{ m }})) AS sum_sq,
    sum(abs(CAST({{ o }} AS DOUBLE) - {{ m }}) / abs({{ o }})) FILTER ({{ o }} <> 0) AS sum_rel,
    CAST(count(*) FILTER ({{ o }} = 0 AND {{ m }} <> 0) AS BIGINT) AS n_rel_inf,
    sum(CASE WHEN {{ o }} = 0 THEN CASE WHEN {{ m }} = 0 THEN 0.0 ELSE $cap END
             ELSE least(abs(CAST({{ o }} AS DOUBLE) - {{ m }}) / abs({{ o }}), $cap) END)
        FILTER ({{ o }} IS NOT NULL AND {{ m }} IS NOT NULL) AS sum_rel_capped
FROM {{ paired|qi }}
{% if not loop.last %}UNION ALL{% endif %}
{% endfor %}
ORDER BY var
