SELECT
    0 AS position,
    CAST(coalesce(sum(CASE WHEN distinct_values > 1 THEN 1 ELSE 0 END), 0) AS BIGINT) AS mixed,
    CAST(sum(present * present) AS DOUBLE) / nullif(sum(present), 0) AS members_per_record
FROM (
    SELECT

        count(DISTINCT __sdc_k0) AS distinct_values,
        count(__sdc_k0) AS present

    FROM "__sdc_keyed_p"
    WHERE __sdc_hh IS NOT NULL
    GROUP BY __sdc_hh
) AS households
UNION ALL

SELECT
    1 AS position,
    CAST(coalesce(sum(CASE WHEN distinct_values > 1 THEN 1 ELSE 0 END), 0) AS BIGINT) AS mixed,
    CAST(sum(present * present) AS DOUBLE) / nullif(sum(present), 0) AS members_per_record
FROM (
    SELECT

        count(DISTINCT "income") AS distinct_values,
        count("income") AS present

    FROM "__sdc_keyed_p"
    WHERE __sdc_hh IS NOT NULL
    GROUP BY __sdc_hh
) AS households
