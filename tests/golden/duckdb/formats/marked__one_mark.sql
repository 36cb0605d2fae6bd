SELECT
CASE WHEN p."region" IS NULL AND o."region" IS NOT NULL
         THEN CAST($m0 AS BIGINT) ELSE p."region" END AS "region",
p."sex"
FROM "__sdc_out_p" AS p LEFT JOIN "__sdc_out_o" AS o ON o.rowid = p.rowid
ORDER BY p.rowid
