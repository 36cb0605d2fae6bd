{#-
  summary.sql -- SUDA2 summary figures for the result.
  inputs : scored (dis_suda.sql: one row per cell); msu (__sdc_cell, mask, size);
           n_bands (the number of band ends)
  params : $bands (list: the upper ends of the DIS-SUDA bands, as sdcMicro prints them)
  output : records, msu_by_size (list of {size, n}), dis_bands (list of records per
           band: DIS = 0, then (0, b1], (b1, b2], ..., > the last)
  grain  : one row
-#}
SELECT
    (SELECT coalesce(sum(__sdc_c), 0) FROM {{ scored|qi }}) AS records,
    (SELECT list({'size': size, 'n': n} ORDER BY size)
     FROM (SELECT size, count(*) AS n FROM {{ msu|qi }} GROUP BY size)) AS msu_by_size,
    [
        (SELECT coalesce(sum(__sdc_c), 0) FROM {{ scored|qi }} WHERE dis_suda2_score = 0),
        {% for i in range(n_bands) %}
        (SELECT count(*) FROM {{ scored|qi }}
         WHERE dis_suda2_score > {% if i %}$bands[{{ i|int }}]{% else %}0{% endif %} AND dis_suda2_score <= $bands[{{ (i + 1)|int }}]),
        {% endfor %}
        (SELECT count(*) FROM {{ scored|qi }} WHERE dis_suda2_score > $bands[{{ n_bands|int }}])
    ] AS dis_bands
