{#-
  value_cells.sql -- the (key pattern, sensitive value) counts of l-diversity.
  inputs : keyed (relation name); keys (columns of keyed forming the group: the
           __sdc_k<i> keys and strata, plus other sensitive columns for the
           multi-attribute measure); sensitive (a column of keyed)
  output : __sdc_g0.. (the group keys), __sdc_mask (bit i set when group key i is
           NULL), __sdc_s (the sensitive value), n (records)
  grain  : one row per (key pattern, non-NULL sensitive value); a NULL sensitive
           value is no value and is left out
-#}
SELECT
    {% for k in keys %}{{ k|qi }} AS __sdc_g{{ loop.index0 }},
    {% endfor %}
    {% for k in keys %}CAST({{ k|qi }} IS NULL AS INTEGER) * {{ (2 ** loop.index0)|int }} + {% endfor %}0 AS __sdc_mask,
    {{ sensitive|qi }} AS __sdc_s,
    count(*) AS n
FROM {{ keyed|qi }}
WHERE {{ sensitive|qi }} IS NOT NULL
GROUP BY {% for k in keys %}{{ k|qi }}, {% endfor %}{{ sensitive|qi }}
