SELECT
  (
    SELECT
      COUNT(*)
    FROM `__sdc_cells_p`
    WHERE
      __sdc_c = 1
  ) AS u,
  (
    SELECT
      COALESCE(SUM(__sdc_c), 0)
    FROM `__sdc_cells_p`
    WHERE
      __sdc_c = 2
  ) AS p,
  (
    SELECT
      CAST(COALESCE(SUM(__sdc_num), 0) AS STRING)
    FROM `__sdc_suda2_scores_p`
  ) AS total
