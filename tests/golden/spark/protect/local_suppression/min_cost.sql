SELECT
  MIN(cost) AS min_cost
FROM `__sdc_protect_choice_p`
