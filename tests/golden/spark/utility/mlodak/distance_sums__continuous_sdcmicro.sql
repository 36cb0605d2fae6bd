WITH st AS (
  SELECT
    MEDIAN(CAST(p.__sdc_o1 AS DOUBLE)) AS med,
    MAX(CAST(p.__sdc_o1 AS DOUBLE)) AS hi,
    MIN(CAST(p.__sdc_o1 AS DOUBLE)) AS lo,
    GREATEST(
      ABS(MIN(CAST(p.__sdc_m1 AS DOUBLE)) - MAX(CAST(p.__sdc_o1 AS DOUBLE))),
      ABS(MAX(CAST(p.__sdc_m1 AS DOUBLE)) - MIN(CAST(p.__sdc_o1 AS DOUBLE)))
    ) AS big
  FROM `__sdc_paired_all_p` AS p
)
SELECT
  SUM(
    CASE
      WHEN p.__sdc_o1 IS NULL AND p.__sdc_m1 IS NULL
      THEN 0.0
      WHEN p.__sdc_o1 IS NULL OR p.__sdc_m1 IS NULL
      THEN 2 / PI() * ATAN(st.big)
      ELSE 2 / PI() * ATAN(ABS(CAST(p.__sdc_m1 AS DOUBLE) - p.__sdc_o1))
    END
  ) AS s,
  CAST(COUNT(*) AS BIGINT) AS n
FROM `__sdc_paired_all_p` AS p
CROSS JOIN st
