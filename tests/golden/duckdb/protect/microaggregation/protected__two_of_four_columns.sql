SELECT

o."id" AS "id",

m."__sdcm_v0" AS "income",

o."region" AS "region",

m."__sdcm_v1" AS "rent"

FROM "__sdc_keyed_p" AS o

LEFT JOIN "__sdc_groups_p" AS m ON m.__sdcm_id = o.__sdc_row



ORDER BY o.__sdc_row
