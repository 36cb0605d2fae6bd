WITH contributions AS (
  SELECT
    a.__sdc_cell,
    s.c,
    s.w
  FROM `__sdc_protect_probes_p` AS a
  CROSS JOIN (
    SELECT
      SUM(__sdc_c) AS c,
      SUM(__sdc_wsum) AS w
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (0, 8)
  ) AS s
  WHERE
    a.__sdc_mask = 31
)
SELECT
  __sdc_cell,
  SUM(c) AS fk,
  CAST(SUM(w) AS DOUBLE) * POWER(2.0, -52) AS Fk_hat
FROM contributions
GROUP BY
  __sdc_cell
