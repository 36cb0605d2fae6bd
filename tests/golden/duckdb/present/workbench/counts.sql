SELECT
    CAST(count(*) AS BIGINT) AS records,
CAST(count(DISTINCT "household_id") AS BIGINT) AS households
FROM "__sdc_recoded_p"
