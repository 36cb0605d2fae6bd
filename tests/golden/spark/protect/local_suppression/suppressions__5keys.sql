SELECT
  u.`__sdcp_row`,
  :key_map[CAST(k.key_index AS INT) + 0] AS key_index
FROM `__sdc_protect_unsafe_p` AS u
JOIN `__sdc_protect_choice_p` AS d
  ON u.__sdc_k0 IS NOT DISTINCT FROM d.__sdc_k0
  AND u.__sdc_k1 IS NOT DISTINCT FROM d.__sdc_k1
  AND u.__sdc_k2 IS NOT DISTINCT FROM d.__sdc_k2
  AND u.__sdc_k3 IS NOT DISTINCT FROM d.__sdc_k3
  AND u.__sdc_k4 IS NOT DISTINCT FROM d.__sdc_k4
CROSS JOIN VALUES
  (0),
  (1),
  (2),
  (3),
  (4) AS k(key_index)
WHERE
  d.cost <= :cap
  AND (
    SHIFTRIGHT(d.kept, k.key_index)
  ) & 1 = 0
  AND CASE k.key_index
    WHEN 0
    THEN NOT u.__sdc_k0 IS NULL
    WHEN 1
    THEN NOT u.__sdc_k1 IS NULL
    WHEN 2
    THEN NOT u.__sdc_k2 IS NULL
    WHEN 3
    THEN NOT u.__sdc_k3 IS NULL
    WHEN 4
    THEN NOT u.__sdc_k4 IS NULL
  END
