SELECT

o."id" AS "id",

"__sdcm_c0".value AS "education",

o."region" AS "region"

FROM "__sdc_keyed_p" AS o

LEFT JOIN "__sdc_groups_p" AS m ON m.__sdcm_id = o.__sdc_row


LEFT JOIN "__sdc_categories_p" AS "__sdcm_c0" ON "__sdcm_c0".code = m."__sdcm_v0"


ORDER BY o.__sdc_row
