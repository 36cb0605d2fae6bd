SELECT
  CAST(__sdc_num AS STRING) AS num,
  COUNT(*) AS n
FROM `__sdc_suda2_scores_p`
GROUP BY
  __sdc_num
