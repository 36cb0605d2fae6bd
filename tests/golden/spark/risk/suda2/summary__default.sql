SELECT
  (
    SELECT
      COALESCE(SUM(__sdc_c), 0)
    FROM `__sdc_suda2_cells_p`
  ) AS records,
  (
    SELECT
      COALESCE(SUM(__sdc_c), 0)
    FROM `__sdc_suda2_cells_p`
    WHERE
      dis_suda2_score = 0
  ) AS dis_band_0,
  (
    SELECT
      COUNT(*)
    FROM `__sdc_suda2_cells_p`
    WHERE
      dis_suda2_score > 0 AND dis_suda2_score <= :b1
  ) AS dis_band_1,
  (
    SELECT
      COUNT(*)
    FROM `__sdc_suda2_cells_p`
    WHERE
      dis_suda2_score > :b1 AND dis_suda2_score <= :b2
  ) AS dis_band_2,
  (
    SELECT
      COUNT(*)
    FROM `__sdc_suda2_cells_p`
    WHERE
      dis_suda2_score > :b2 AND dis_suda2_score <= :b3
  ) AS dis_band_3,
  (
    SELECT
      COUNT(*)
    FROM `__sdc_suda2_cells_p`
    WHERE
      dis_suda2_score > :b3 AND dis_suda2_score <= :b4
  ) AS dis_band_4,
  (
    SELECT
      COUNT(*)
    FROM `__sdc_suda2_cells_p`
    WHERE
      dis_suda2_score > :b4 AND dis_suda2_score <= :b5
  ) AS dis_band_5,
  (
    SELECT
      COUNT(*)
    FROM `__sdc_suda2_cells_p`
    WHERE
      dis_suda2_score > :b5 AND dis_suda2_score <= :b6
  ) AS dis_band_6,
  (
    SELECT
      COUNT(*)
    FROM `__sdc_suda2_cells_p`
    WHERE
      dis_suda2_score > :b6 AND dis_suda2_score <= :b7
  ) AS dis_band_7,
  (
    SELECT
      COUNT(*)
    FROM `__sdc_suda2_cells_p`
    WHERE
      dis_suda2_score > :b7
  ) AS dis_band_8
