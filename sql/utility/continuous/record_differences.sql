{#-
  record_differences.sql -- per continuous variable, the sums over the records that
  IL1 (seed 003 section 3.5.3) and the X row of table 3.7 need, every variable in one
  scan of the paired relation (a positional join of the two files: one scan, not one
  per variable), with the number of records.
  inputs : paired (measures/paired.sql: __sdc_o{i}, __sdc_m{i}); n_vars;
           $cap (the cap of a relative difference in the bounded mean variation)
  output : n_records (the records of the paired relation), then for each variable i
           (position from 0): n_pairs_{i} (both present), n_orig_{i} (original
           present), sd_orig_{i} (sample sd of the original, n - 1), sum_abs_{i}
           (|x - x'|), sum_sq_{i} ((x - x')^2), sum_rel_{i} (|x - x'| / |x| where
           x <> 0), n_rel_inf_{i} (x = 0 and x' <> 0), sum_rel_capped_{i} (min(rel,
           $cap); x = 0, x' <> 0 counts $cap)
  grain  : one row
-#}
SELECT
    CAST(count(*) AS BIGINT) AS n_records
{% for i in range(n_vars) %}
{% set o = "__sdc_o" ~ i %}{% set m = "__sdc_m" ~ i %}{% set j = i|int %}
    , CAST(count(*) FILTER ({{ o }} IS NOT NULL AND {{ m }} IS NOT NULL) AS BIGINT) AS n_pairs_{{ j }}
    , CAST(count({{ o }}) AS BIGINT) AS n_orig_{{ j }}
    , stddev_samp(CAST({{ o }} AS DOUBLE)) AS sd_orig_{{ j }}
    , sum(abs(CAST({{ o }} AS DOUBLE) - {{ m }})) AS sum_abs_{{ j }}
    , sum((CAST({{ o }} AS DOUBLE) - {{ m }}) * (CAST({{ o }} AS DOUBLE) - {{ m }})) AS sum_sq_{{ j }}
    , sum(abs(CAST({{ o }} AS DOUBLE) - {{ m }}) / abs({{ o }})) FILTER ({{ o }} <> 0) AS sum_rel_{{ j }}
    , CAST(count(*) FILTER ({{ o }} = 0 AND {{ m }} <> 0) AS BIGINT) AS n_rel_inf_{{ j }}
    , sum(CASE WHEN {{ o }} = 0 THEN CASE WHEN {{ m }} = 0 THEN 0.0 ELSE $cap END
             ELSE least(abs(CAST({{ o }} AS DOUBLE) - {{ m }}) / abs({{ o }}), $cap) END)
        FILTER ({{ o }} IS NOT NULL AND {{ m }} IS NOT NULL) AS sum_rel_capped_{{ j }}
{% endfor %}
FROM {{ paired|qi }}
