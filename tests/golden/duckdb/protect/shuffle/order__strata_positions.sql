SELECT __sdc_id
FROM "__sdc_shuffle_uniforms_p"
WHERE "income" IS NOT NULL
ORDER BY "region", __sdc_id
