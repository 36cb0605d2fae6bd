SELECT
    0 AS j,
    count(DISTINCT x_0) AS distinct_values,
    count(DISTINCT x_0) = count(*) AND count(x_0) = count(*) AS unique_id,
    coalesce(bool_and(ox_0 IS NOT NULL AND x_0 = ox_0), FALSE)
        AS same_as_original,
    coalesce(bool_and(ranked = row_id), FALSE) AS input_order,
    count(*) AS records
FROM (
    SELECT x_0, ox_0, row_id,
           row_number() OVER (ORDER BY TRY_CAST(x_0 AS DOUBLE), x_0) AS ranked
    FROM "__sdc_leak_pairs_p"
) AS t
UNION ALL
SELECT
    1 AS j,
    count(DISTINCT x_1) AS distinct_values,
    count(DISTINCT x_1) = count(*) AND count(x_1) = count(*) AS unique_id,
    coalesce(bool_and(ox_1 IS NOT NULL AND x_1 = ox_1), FALSE)
        AS same_as_original,
    coalesce(bool_and(ranked = row_id), FALSE) AS input_order,
    count(*) AS records
FROM (
    SELECT x_1, ox_1, row_id,
           row_number() OVER (ORDER BY TRY_CAST(x_1 AS DOUBLE), x_1) AS ranked
    FROM "__sdc_leak_pairs_p"
) AS t
