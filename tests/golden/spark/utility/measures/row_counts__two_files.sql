SELECT
  (
    SELECT
      COUNT(*)
    FROM `__sdc_src_1`
  ) AS n_original,
  (
    SELECT
      COUNT(*)
    FROM `__sdc_src_2`
  ) AS n_masked
