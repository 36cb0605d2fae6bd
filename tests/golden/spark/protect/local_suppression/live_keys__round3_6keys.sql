SELECT
  COUNT(*) FILTER(WHERE
    NOT r.__sdc_k0 IS NULL AND NOT COALESCE(s.s0, FALSE)) AS live0,
  COUNT(*) FILTER(WHERE
    NOT r.__sdc_k1 IS NULL AND NOT COALESCE(s.s1, FALSE)) AS live1,
  COUNT(*) FILTER(WHERE
    NOT r.__sdc_k2 IS NULL AND NOT COALESCE(s.s2, FALSE)) AS live2,
  COUNT(*) FILTER(WHERE
    NOT r.__sdc_k3 IS NULL AND NOT COALESCE(s.s3, FALSE)) AS live3,
  COUNT(*) FILTER(WHERE
    NOT r.__sdc_k4 IS NULL AND NOT COALESCE(s.s4, FALSE)) AS live4,
  COUNT(*) FILTER(WHERE
    NOT r.__sdc_k5 IS NULL AND NOT COALESCE(s.s5, FALSE)) AS live5
FROM `__sdc_keyed_p` AS r
LEFT JOIN (
  SELECT
    `__sdcp_row`,
    BOOL_OR(key_index = 0) AS s0,
    BOOL_OR(key_index = 1) AS s1,
    BOOL_OR(key_index = 2) AS s2,
    BOOL_OR(key_index = 3) AS s3,
    BOOL_OR(key_index = 4) AS s4,
    BOOL_OR(key_index = 5) AS s5
  FROM `__sdc_protect_suppressed_3_p`
  GROUP BY ALL
) AS s
  ON s.`__sdcp_row` = r.__sdc_row
