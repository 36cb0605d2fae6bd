SELECT u."__sdcp_row", $key_map[d.key_index + 1] AS key_index
FROM "__sdc_protect_unsafe_p" AS u
JOIN "__sdc_protect_decisions_p" AS d
  ON u.__sdc_k0 IS NOT DISTINCT FROM d.__sdc_k0 AND u.__sdc_k1 IS NOT DISTINCT FROM d.__sdc_k1 AND u.__sdc_k2 IS NOT DISTINCT FROM d.__sdc_k2 AND u.__sdc_k3 IS NOT DISTINCT FROM d.__sdc_k3 AND u.__sdc_k4 IS NOT DISTINCT FROM d.__sdc_k4
