SELECT
  MONOTONICALLY_INCREASING_ID() AS __sdcp_pattern,
  *
FROM (
  SELECT
    __sdc_k0,
    __sdc_k1,
    __sdc_k2,
    __sdc_k3,
    __sdc_k4,
    MIN(threshold) AS threshold,
    COUNT(*) AS records,
    MIN(fk) AS fk,
    MAX(risk) AS risk
  FROM `__sdc_protect_unsafe_p`
  GROUP BY ALL
)
