SELECT
    count(*) AS __sdc_records,
    count(*) FILTER (WHERE o."region" IS NOT NULL AND p."region" IS NULL) AS s0,
    count(*) FILTER (WHERE o."sex" IS NOT NULL AND p."sex" IS NULL) AS s1,
    count(*) FILTER (WHERE p."region" = TRY_CAST($c0 AS BIGINT)) AS t0,
    count(*) FILTER (WHERE p."sex" = TRY_CAST($c1 AS VARCHAR)) AS t1
FROM "__sdc_out_p" AS p JOIN "__sdc_out_o" AS o ON o.rowid = p.rowid
