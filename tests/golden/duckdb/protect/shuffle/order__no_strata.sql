SELECT "income" AS __sdc_v
FROM "__sdc_shuffle_uniforms_p"
WHERE "income" IS NOT NULL
ORDER BY __sdc_u0, __sdc_id
