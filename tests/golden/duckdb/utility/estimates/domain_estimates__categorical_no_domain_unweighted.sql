WITH g AS (
    SELECT
TRUE AS whole_file,


        __sdc_cat AS category,
        sum(CAST(1.0 AS DOUBLE)) AS total


    FROM (SELECT *, CAST("pl030" AS VARCHAR) AS __sdc_cat FROM "__sdc_src_1") AS s
    GROUP BY GROUPING SETS ((__sdc_cat))

)

SELECT g.*,
       sum(total) FILTER (category IS NOT NULL) OVER w AS w_avail,
       sum(total) OVER w AS w_all
FROM g
WINDOW w AS (PARTITION BY whole_file)
