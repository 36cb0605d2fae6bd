SELECT
  *
FROM `__sdc_noise_protected_p`
