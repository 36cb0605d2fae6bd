SELECT
  COVAR_SAMP(`income`, `income`) AS `c0_0`,
  COVAR_SAMP(`income`, `rent`) AS `c0_1`,
  COVAR_SAMP(`income`, `age`) AS `c0_2`,
  COVAR_SAMP(`rent`, `rent`) AS `c1_1`,
  COVAR_SAMP(`rent`, `age`) AS `c1_2`,
  COVAR_SAMP(`age`, `age`) AS `c2_2`
FROM `__sdc_keyed_p`
GROUP BY
  `region`,
  `year`
