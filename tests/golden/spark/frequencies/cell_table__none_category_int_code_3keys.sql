SELECT
  *,
  __sdc_c AS fk,
  CAST(__sdc_wsum AS DOUBLE) * POWER(2.0, -52) AS Fk_hat,
  (
    COALESCE(CAST(`__sdc_base_p`.__sdc_k0 AS BIGINT) - 1 + 1, 0) * 1 + COALESCE(CAST(`__sdc_base_p`.__sdc_k1 AS BIGINT) - 1 + 1, 0) * 21 + COALESCE(CAST(`__sdc_base_p`.__sdc_k2 AS BIGINT) - 0 + 1, 0) * 63
  ) AS __sdc_code
FROM `__sdc_base_p`
