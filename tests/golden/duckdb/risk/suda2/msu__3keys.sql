WITH spoiled AS (
    SELECT DISTINCT u.__sdc_cell, u.mask
    FROM "__sdc_suda2_unique_p" AS u
    CROSS JOIN (VALUES (0), (1), (2)) AS t(v)
    JOIN "__sdc_suda2_unique_p" AS s
      ON s.__sdc_cell = u.__sdc_cell AND s.mask = u.mask - (CAST(1 AS BIGINT) << t.v)
    WHERE (u.mask >> t.v) & 1 = 1
)
SELECT u.__sdc_cell, u.mask, CAST(bit_count(u.mask) AS INTEGER) AS size
FROM "__sdc_suda2_unique_p" AS u
ANTI JOIN spoiled USING (__sdc_cell, mask)
