SELECT
  COUNT(*) AS n,
  COUNT(`income`) AS `c0`,
  COUNT(`rent`) AS `c1`
FROM `__sdc_keyed_p`
