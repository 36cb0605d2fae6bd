SELECT
  *,
  1 AS `__sdcp_constant`
FROM `__sdc_protect_current_1_p`
