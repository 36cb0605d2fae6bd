SELECT
  k.__sdcp_pattern,
  k.kept,
  v.value,
  v.value < p.threshold AS safe
FROM `__sdc_protect_kept_4_p` AS k
JOIN `__sdc_protect_probes_p` AS q
  ON k.__sdc_k0 IS NOT DISTINCT FROM q.__sdc_k0
  AND k.__sdc_k1 IS NOT DISTINCT FROM q.__sdc_k1
  AND k.__sdc_k2 IS NOT DISTINCT FROM q.__sdc_k2
  AND k.__sdc_k3 IS NOT DISTINCT FROM q.__sdc_k3
  AND k.__sdc_k4 IS NOT DISTINCT FROM q.__sdc_k4
JOIN `__sdc_protect_probe_values_p` AS v
  ON v.__sdc_cell = q.__sdc_cell
JOIN `__sdc_protect_patterns_p` AS p
  ON p.__sdcp_pattern = k.__sdcp_pattern
