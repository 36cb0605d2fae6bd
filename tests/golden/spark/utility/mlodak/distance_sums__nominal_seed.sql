SELECT
  SUM(
    CASE
      WHEN CAST(p.__sdc_o1 AS STRING) IS NOT DISTINCT FROM CAST(p.__sdc_m1 AS STRING)
      THEN 0.0
      ELSE 1.0
    END
  ) AS s,
  CAST(COUNT(*) AS BIGINT) AS n
FROM `__sdc_paired_all_p` AS p
