SELECT

o."rb030" AS "rb030",

o."db030" AS "db030",

mh."__sdcm_v0" AS "hy040n"

FROM "__sdc_keyed_p" AS o



LEFT JOIN "__sdc_microaggregation_households_p" AS h ON h.__sdc_key = o."db030"
LEFT JOIN "__sdc_groups_h_p" AS mh ON mh.__sdcm_id = h.__sdc_row


ORDER BY o.__sdc_row
