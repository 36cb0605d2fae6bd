WITH scored AS (
    SELECT
        c.__sdcp_pattern,
        c.key_index,
        q.value AS value_after,
        (q.value < p.threshold) AS safe_after,
p.risk - q.value AS gain,
        CASE WHEN c.key_index < 0 THEN 1.0 ELSE $weights[c.key_index + 1] END AS weight
    FROM "__sdc_protect_candidates_p" AS c
    JOIN "__sdc_protect_probe_values_p" AS q
      ON c.__sdc_k0 IS NOT DISTINCT FROM q.__sdc_k0 AND c.__sdc_k1 IS NOT DISTINCT FROM q.__sdc_k1 AND c.__sdc_k2 IS NOT DISTINCT FROM q.__sdc_k2 AND c.__sdc_k3 IS NOT DISTINCT FROM q.__sdc_k3 AND c.__sdc_k4 IS NOT DISTINCT FROM q.__sdc_k4
    JOIN "__sdc_protect_patterns_p" AS p USING (__sdcp_pattern)
),
hopeless AS (
    SELECT __sdcp_pattern FROM scored WHERE key_index = -1 AND NOT safe_after
),
chosen AS (
    SELECT __sdcp_pattern, key_index
    FROM scored
    WHERE key_index >= 0 AND __sdcp_pattern NOT IN (SELECT __sdcp_pattern FROM hopeless)
    QUALIFY row_number() OVER (
        PARTITION BY __sdcp_pattern
        ORDER BY safe_after DESC,
                 CASE WHEN safe_after THEN weight ELSE -gain / weight END,
                 value_after ,
                 key_index DESC) = 1
    UNION ALL
    SELECT __sdcp_pattern, key_index
    FROM scored
    WHERE key_index >= 0 AND __sdcp_pattern IN (SELECT __sdcp_pattern FROM hopeless)
)
SELECT p.__sdc_k0, p.__sdc_k1, p.__sdc_k2, p.__sdc_k3, p.__sdc_k4, ch.key_index
FROM chosen AS ch
JOIN "__sdc_protect_patterns_p" AS p USING (__sdcp_pattern)
