SELECT DISTINCT "region" AS code
FROM "__sdc_src_p"
WHERE "region" IS NOT NULL
ORDER BY code
