WITH c AS (
    SELECT count(*) AS n FROM "__sdc_paired_keys_p" WHERE __sdc_o0 IS NOT NULL GROUP BY __sdc_o0
),
h AS (
    SELECT coalesce(-sum(CAST(n AS DOUBLE) / t * ln(CAST(n AS DOUBLE) / t)), 0.0) AS h
    FROM (SELECT n, sum(n) OVER () AS t FROM c) AS s
)
SELECT (SELECT count(*) FROM "__sdc_paired_keys_p" WHERE __sdc_o0 IS NOT NULL AND __sdc_m0 IS NULL) * h.h
       AS ebil
FROM h
