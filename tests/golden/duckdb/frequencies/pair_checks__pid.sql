SELECT
    (SELECT count(*) FILTER (WHERE "pid" IS NULL) FROM "__sdc_release_p1") AS missing_p,
    (SELECT count(*) - count(DISTINCT "pid") - count(*) FILTER (WHERE "pid" IS NULL)
     FROM "__sdc_release_p1") AS repeated_p,
    (SELECT count(*) FILTER (WHERE "pid" IS NULL) FROM "__sdc_release_o1") AS missing_o,
    (SELECT count(*) - count(DISTINCT "pid") - count(*) FILTER (WHERE "pid" IS NULL)
     FROM "__sdc_release_o1") AS repeated_o,
    (SELECT count(*) FROM "__sdc_release_p1" AS p
     WHERE NOT EXISTS (SELECT 1 FROM "__sdc_release_o1" AS o
                       WHERE CAST(o."pid" AS VARCHAR) = CAST(p."pid" AS VARCHAR)))
        AS unmatched
