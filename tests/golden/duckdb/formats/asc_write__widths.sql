SELECT
    count(*) AS __sdc_records,
    coalesce(max(length(CAST("region" AS VARCHAR))), 0) AS w0,
    coalesce(max(length(CASE WHEN "w" = trunc("w") AND abs("w") < 1e18 THEN CAST(CAST("w" AS BIGINT) AS VARCHAR) ELSE CAST("w" AS VARCHAR) END)), 0) AS w1
FROM "__sdc_asc_out"
