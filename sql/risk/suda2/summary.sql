{#-
  summary.sql -- SUDA2 summary figures for the result.
  inputs : scored (dis_suda.sql: one row per cell); n_bands (the number of band ends)
  params : $b1..$b<n_bands> (the upper ends of the DIS-SUDA bands, as sdcMicro prints them)
  output : records, dis_band_0.. (records per band: DIS = 0, then (0, b1], (b1, b2],
           ..., > the last)
  grain  : one row
-#}
SELECT
    (SELECT coalesce(sum(__sdc_c), 0) FROM {{ scored|qi }}) AS records,
    (SELECT coalesce(sum(__sdc_c), 0) FROM {{ scored|qi }} WHERE dis_suda2_score = 0) AS dis_band_0,
        {% for i in range(n_bands) %}
        (SELECT count(*) FROM {{ scored|qi }}
         WHERE dis_suda2_score > {% if i %}$b{{ i|int }}{% else %}0{% endif %} AND dis_suda2_score <= $b{{ (i + 1)|int }}) AS dis_band_{{ (i + 1)|int }},
        {% endfor %}
    (SELECT count(*) FROM {{ scored|qi }} WHERE dis_suda2_score > $b{{ n_bands|int }}) AS dis_band_{{ (n_bands + 1)|int }}
