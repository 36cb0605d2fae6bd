SELECT 0 AS column_index,
       count(*) FILTER (WHERE p."hh" IS NOT NULL AND o."hh" IS NOT NULL
                        AND CAST(p."hh" AS VARCHAR) <> CAST(o."hh" AS VARCHAR))
           AS disagreeing
FROM "__sdc_release_p1" AS p
JOIN "__sdc_release_o1" AS o ON o.rowid = p.rowid
UNION ALL
SELECT 1 AS column_index,
       count(*) FILTER (WHERE p."age" IS NOT NULL AND o."age" IS NOT NULL
                        AND CAST(p."age" AS VARCHAR) <> CAST(o."age" AS VARCHAR))
           AS disagreeing
FROM "__sdc_release_p1" AS p
JOIN "__sdc_release_o1" AS o ON o.rowid = p.rowid
