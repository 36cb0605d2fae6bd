SELECT count(*) AS n
FROM "__sdc_release_p" AS p JOIN "__sdc_release_o" AS o ON o.rowid = p.rowid
WHERE o."age" IS NOT NULL AND p."age" IS NULL
