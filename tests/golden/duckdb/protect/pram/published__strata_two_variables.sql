SELECT d.__sdc_id,
    b0.__sdc_to AS "sex",
    b1.__sdc_to AS "marital_status"
FROM "__sdc_pram_draws_p" AS d
LEFT JOIN "__sdc_pram_bounds0_p" AS b0
  ON b0.__sdc_from = d."sex" AND b0."region" = d."region"
 AND d.__sdc_u0 >= b0.__sdc_lo AND d.__sdc_u0 < b0.__sdc_hi
LEFT JOIN "__sdc_pram_bounds1_p" AS b1
  ON b1.__sdc_from = d."marital_status" AND b1."region" = d."region"
 AND d.__sdc_u1 >= b1.__sdc_lo AND d.__sdc_u1 < b1.__sdc_hi
