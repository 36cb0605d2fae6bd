SELECT k.__sdc_id,
    p0.__sdc_v AS "income",
    p1.__sdc_v AS "rent"
FROM "__sdc_shuffle_uniforms_p" AS k
LEFT JOIN "__sdc_shuffle_placed0_p" AS p0 ON p0.__sdc_id = k.__sdc_id
LEFT JOIN "__sdc_shuffle_placed1_p" AS p1 ON p1.__sdc_id = k.__sdc_id
