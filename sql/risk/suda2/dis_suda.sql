{#-
  dis_suda.sql -- SUDA2 score and DIS-SUDA per cell (seed 004 section 3.4.3).
  inputs : cells (the cell table); scores (cell_scores.sql); q; contributions (bool:
           add suda2_contribution_<key>, the share of the record's score from MSUs
           containing the key); key_names
  params : $denominator (DOUBLE: the weights' common denominator), $q_exp (the
           exponent Q), $excess (U / dis - U), $adj (A = sum over records with a
           positive score of score^-Q); all file figures from file_counts.sql
  output : every cell table column, suda2_score, dis_suda2_score, suda2_msu_count,
           suda2_min_msu_size, __sdc_a0.. (cell_scores.sql's, for contributions.sql)
           [, suda2_contribution_<key>..]
  grain  : one row per cell
-#}
SELECT
    c.*,
    CAST(coalesce(s.__sdc_num, 0) AS DOUBLE) / $denominator AS suda2_score,
    CASE WHEN s.__sdc_num > 0 AND $adj > 0
         THEN 1.0 / (1.0 + $excess / (pow(CAST(s.__sdc_num AS DOUBLE) / $denominator, $q_exp) * $adj))
         ELSE 0.0 END AS dis_suda2_score,
    coalesce(s.suda2_msu_count, 0) AS suda2_msu_count,
    s.suda2_min_msu_size
    {% for i in range(q) %}, s.__sdc_a{{ i|int }}{% endfor %}
    {% if contributions %}{% for i in range(q) %}
    , CASE WHEN s.__sdc_num > 0 THEN coalesce(CAST(s.__sdc_a{{ i|int }} AS DOUBLE), 0.0) / CAST(s.__sdc_num AS DOUBLE) ELSE 0.0 END AS {{ ("suda2_contribution_" ~ key_names[i])|qi }}
    {% endfor %}{% endif %}
FROM {{ cells|qi }} AS c
LEFT JOIN {{ scores|qi }} AS s USING (__sdc_cell)
