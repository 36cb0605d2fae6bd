SELECT
  *,
  ROW_NUMBER() OVER (ORDER BY __sdc_g0, __sdc_g1, __sdc_g2) AS __sdc_lcell
FROM (
  SELECT
    `__sdc_k0` AS __sdc_g0,
    `__sdc_k1` AS __sdc_g1,
    `__sdc_k2` AS __sdc_g2,
    CAST(COUNT(*) AS DOUBLE) AS fk,
    CAST(SUM(__sdc_w) AS DOUBLE) AS wsum,
    CAST(SUM(1.0 / __sdc_w) AS DOUBLE) AS incl
  FROM `__sdc_keyed_p`
  GROUP BY ALL
) AS g
