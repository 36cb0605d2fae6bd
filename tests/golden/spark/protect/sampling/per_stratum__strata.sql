SELECT
  `region`,
  MAX(__sdc_n) AS n,
  MAX(__sdc_m) AS m,
  COUNT(*) FILTER(WHERE
    __sdc_selected) AS k
FROM `__sdc_sampling_selected_p`
GROUP BY
  `region`
