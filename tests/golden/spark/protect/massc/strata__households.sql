WITH r AS (
  SELECT
    `hid`,
    `sex`,
    `weight`,
    __sdc_row,
    CAST(`__sdc_row` AS BIGINT) AS __sdc_rid,
    risk AS __sdc_risk,
    0 + CASE WHEN risk >= :cut0 THEN 1 ELSE 0 END + CASE WHEN risk >= :cut1 THEN 1 ELSE 0 END AS __sdc_h0
  FROM `__sdc_massc_risk_p`
), h AS (
  SELECT
    *,
    MAX(__sdc_h0) OVER (PARTITION BY `hid`) AS __sdc_h
  FROM r
)
SELECT
  `hid`,
  `sex`,
  `weight`,
  __sdc_row,
  __sdc_rid,
  __sdc_risk,
  CAST(__sdc_h AS INT) AS __sdc_h,
  CASE __sdc_h
    WHEN 0
    THEN CAST(:keep0 AS DOUBLE)
    WHEN 1
    THEN CAST(:keep1 AS DOUBLE)
    WHEN 2
    THEN CAST(:keep2 AS DOUBLE)
  END AS __sdc_f
FROM h
