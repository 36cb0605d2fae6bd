SELECT
CAST(__sdc_k0 AS VARCHAR) AS k0,
CAST(__sdc_k1 AS VARCHAR) AS k1,

CAST("education" AS VARCHAR) AS s0,

    CAST(sum(__sdc_n) AS BIGINT) AS n,
    CAST(sum(__sdc_wfix) AS DOUBLE) * power(2.0, -52) AS w,
    min(__sdc_row) AS "first"
FROM "__sdc_grouped_p"
GROUP BY ALL
ORDER BY "first"
