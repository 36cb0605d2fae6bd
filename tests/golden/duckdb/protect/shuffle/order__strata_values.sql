SELECT "income" AS __sdc_v
FROM "__sdc_shuffle_uniforms_p"
WHERE "income" IS NOT NULL AND NOT isnan("income")
ORDER BY "region", __sdc_u1, __sdc_id
