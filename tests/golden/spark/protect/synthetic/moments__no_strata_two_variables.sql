SELECT
  COVAR_SAMP(`income`, `income`) AS `c0_0`,
  COVAR_SAMP(`income`, `age`) AS `c0_1`,
  COVAR_SAMP(`age`, `age`) AS `c1_1`
FROM `__sdc_keyed_p`
