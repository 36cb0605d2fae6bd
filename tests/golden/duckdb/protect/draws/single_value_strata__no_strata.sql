SELECT
CAST(coalesce(sum(CASE WHEN "c0" = 1 THEN 1 ELSE 0 END), 0) AS BIGINT) AS "single0"

FROM (
    SELECT
sum(CASE WHEN "income" IS NOT NULL AND NOT isnan(CAST("income" AS DOUBLE)) THEN 1 ELSE 0 END) AS "c0"

    FROM "__sdc_keyed_p"

) AS counts
