SELECT
  c.*,
  CAST(COALESCE(s.__sdc_num, 0) AS DOUBLE) / :denominator AS suda2_score,
  CASE
    WHEN s.__sdc_num > 0 AND :adj > 0
    THEN 1.0 / (
      1.0 + :excess / (
        POWER(CAST(s.__sdc_num AS DOUBLE) / :denominator, :q_exp) * :adj
      )
    )
    ELSE 0.0
  END AS dis_suda2_score,
  COALESCE(s.suda2_msu_count, 0) AS suda2_msu_count,
  s.suda2_min_msu_size,
  s.__sdc_a0,
  s.__sdc_a1,
  s.__sdc_a2
FROM `__sdc_cells_p` AS c
LEFT JOIN `__sdc_suda2_scores_p` AS s
  USING (__sdc_cell)
