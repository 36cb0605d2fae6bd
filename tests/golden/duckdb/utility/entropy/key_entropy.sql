SELECT 0 AS key_index, -sum(share * log2(share)) AS entropy
FROM (
    SELECT count(*) / sum(count(*)) OVER () AS share
    FROM "__sdc_keyed_p"
    WHERE __sdc_k0 IS NOT NULL
    GROUP BY __sdc_k0
)
UNION ALL

SELECT 1 AS key_index, -sum(share * log2(share)) AS entropy
FROM (
    SELECT count(*) / sum(count(*)) OVER () AS share
    FROM "__sdc_keyed_p"
    WHERE __sdc_k1 IS NOT NULL
    GROUP BY __sdc_k1
)
UNION ALL

SELECT 2 AS key_index, -sum(share * log2(share)) AS entropy
FROM (
    SELECT count(*) / sum(count(*)) OVER () AS share
    FROM "__sdc_keyed_p"
    WHERE __sdc_k2 IS NOT NULL
    GROUP BY __sdc_k2
)
UNION ALL

SELECT 3 AS key_index, -sum(share * log2(share)) AS entropy
FROM (
    SELECT count(*) / sum(count(*)) OVER () AS share
    FROM "__sdc_keyed_p"
    WHERE __sdc_k3 IS NOT NULL
    GROUP BY __sdc_k3
)
UNION ALL

SELECT 4 AS key_index, -sum(share * log2(share)) AS entropy
FROM (
    SELECT count(*) / sum(count(*)) OVER () AS share
    FROM "__sdc_keyed_p"
    WHERE __sdc_k4 IS NOT NULL
    GROUP BY __sdc_k4
)
UNION ALL

SELECT 5 AS key_index, -sum(share * log2(share)) AS entropy
FROM (
    SELECT count(*) / sum(count(*)) OVER () AS share
    FROM "__sdc_keyed_p"
    WHERE __sdc_k5 IS NOT NULL
    GROUP BY __sdc_k5
)
