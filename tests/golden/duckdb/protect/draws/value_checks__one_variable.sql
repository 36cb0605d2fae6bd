SELECT

    CAST(count("income") - coalesce(sum(CASE WHEN isnan(CAST("income" AS DOUBLE)) THEN 1 ELSE 0 END), 0) AS BIGINT) AS "n0",
    CAST(coalesce(sum(CASE WHEN isnan(CAST("income" AS DOUBLE)) THEN 1 ELSE 0 END), 0) AS BIGINT) AS "nan0",
    CAST(coalesce(sum(CASE WHEN abs(CAST("income" AS DOUBLE)) = CAST('Infinity' AS DOUBLE) THEN 1 ELSE 0 END), 0) AS BIGINT) AS "inf0",
    CAST(coalesce(sum(CASE WHEN NOT isnan(CAST("income" AS DOUBLE)) AND abs(CAST("income" AS DOUBLE)) >= $limit AND abs(CAST("income" AS DOUBLE)) < CAST('Infinity' AS DOUBLE) THEN 1 ELSE 0 END), 0) AS BIGINT) AS "big0"

FROM "__sdc_keyed_p"
