WITH g AS (
    SELECT
GROUPING("region", "sex") <> 0 AS whole_file,
"region" AS d0, "sex" AS d1, 

        CAST(NULL AS VARCHAR) AS category,
        sum(CAST("weight" AS DOUBLE) * "income") AS total,
        sum(CAST("weight" AS DOUBLE)) FILTER ("income" IS NOT NULL) AS w_avail,
        sum(CAST("weight" AS DOUBLE)) AS w_all


    FROM "__sdc_src_1"
    GROUP BY GROUPING SETS ((), ("region", "sex"))

)

SELECT * FROM g
