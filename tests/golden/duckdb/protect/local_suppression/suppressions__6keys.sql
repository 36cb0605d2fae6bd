SELECT u."__sdcp_row", $key_map[CAST(k.key_index AS INTEGER) + 1] AS key_index
FROM "__sdc_protect_unsafe_p" AS u
JOIN "__sdc_protect_choice_p" AS d
  ON u.__sdc_k0 IS NOT DISTINCT FROM d.__sdc_k0 AND u.__sdc_k1 IS NOT DISTINCT FROM d.__sdc_k1 AND u.__sdc_k2 IS NOT DISTINCT FROM d.__sdc_k2 AND u.__sdc_k3 IS NOT DISTINCT FROM d.__sdc_k3 AND u.__sdc_k4 IS NOT DISTINCT FROM d.__sdc_k4 AND u.__sdc_k5 IS NOT DISTINCT FROM d.__sdc_k5
CROSS JOIN (VALUES (0), (1), (2), (3), (4), (5)) AS k(key_index)
WHERE d.cost <= $cap
  AND (d.kept >> k.key_index) & 1 = 0
  AND CASE k.key_index
WHEN 0 THEN u.__sdc_k0 IS NOT NULL
WHEN 1 THEN u.__sdc_k1 IS NOT NULL
WHEN 2 THEN u.__sdc_k2 IS NOT NULL
WHEN 3 THEN u.__sdc_k3 IS NOT NULL
WHEN 4 THEN u.__sdc_k4 IS NOT NULL
WHEN 5 THEN u.__sdc_k5 IS NOT NULL
END
