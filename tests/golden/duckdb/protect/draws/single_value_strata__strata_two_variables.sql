SELECT
CAST(coalesce(sum(CASE WHEN "c0" = 1 THEN 1 ELSE 0 END), 0) AS BIGINT) AS "single0",
CAST(coalesce(sum(CASE WHEN "c1" = 1 THEN 1 ELSE 0 END), 0) AS BIGINT) AS "single1"

FROM (
    SELECT
sum(CASE WHEN "income" IS NOT NULL AND NOT isnan(CAST("income" AS DOUBLE)) THEN 1 ELSE 0 END) AS "c0",
sum(CASE WHEN "rent" IS NOT NULL AND NOT isnan(CAST("rent" AS DOUBLE)) THEN 1 ELSE 0 END) AS "c1"

    FROM "__sdc_keyed_p"
GROUP BY "region"
) AS counts
