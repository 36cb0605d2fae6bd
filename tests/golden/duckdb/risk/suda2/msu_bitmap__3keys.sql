WITH words AS (
    SELECT
        __sdc_cell

        , bit_or(CASE WHEN (mask >> 5) = 0 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u0

    FROM "__sdc_suda2_unique_p"
    GROUP BY __sdc_cell
), minimal AS (
    SELECT
        __sdc_cell

        , __sdc_u0 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u0 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u0 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u0 & CAST(252645135 AS BIGINT)) << 4)

          ) AS __sdc_m0

    FROM words
)
SELECT u.__sdc_cell, u.mask, CAST(bit_count(u.mask) AS INTEGER) AS size
FROM "__sdc_suda2_unique_p" AS u
JOIN minimal AS m USING (__sdc_cell)
WHERE ((CASE u.mask >> 5 WHEN 0 THEN m.__sdc_m0 END) >> CAST(u.mask & 31 AS INTEGER)) & 1 = 1
