SELECT
  CAST(ROW_NUMBER() OVER (ORDER BY risk DESC, fk NULLS LAST, Fk_hat NULLS LAST, __sdc_cell NULLS LAST) AS BIGINT) AS rank,
  fk,
  Fk_hat,
  risk,
  CAST(__sdc_c AS BIGINT) AS records
FROM `__sdc_cell_risk_exact_p`
WHERE
  fk > 0
ORDER BY
  rank NULLS LAST
