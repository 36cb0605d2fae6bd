SELECT d.__sdc_id,
    b0.__sdc_to AS "sex"
FROM "__sdc_pram_draws_p" AS d
LEFT JOIN "__sdc_pram_bounds0_p" AS b0
  ON b0.__sdc_from = d."sex"
 AND d.__sdc_u0 >= b0.__sdc_lo AND d.__sdc_u0 < b0.__sdc_hi
