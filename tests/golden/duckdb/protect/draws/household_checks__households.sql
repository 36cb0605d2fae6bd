SELECT
    count(*) - count(DISTINCT __sdc_id) AS split,
    coalesce(sum(CASE WHEN __sdc_key IS NULL THEN 1 ELSE 0 END), 0) AS missing,
    coalesce(sum(__sdc_mixed), 0) AS mixed
FROM "__sdc_noise_households_p"
