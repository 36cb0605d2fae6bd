WITH words AS (
    SELECT
        __sdc_cell

        , bit_or(CASE WHEN (mask >> 5) = 0 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u0

        , bit_or(CASE WHEN (mask >> 5) = 1 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u1

        , bit_or(CASE WHEN (mask >> 5) = 2 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u2

        , bit_or(CASE WHEN (mask >> 5) = 3 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u3

        , bit_or(CASE WHEN (mask >> 5) = 4 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u4

        , bit_or(CASE WHEN (mask >> 5) = 5 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u5

        , bit_or(CASE WHEN (mask >> 5) = 6 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u6

        , bit_or(CASE WHEN (mask >> 5) = 7 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u7

        , bit_or(CASE WHEN (mask >> 5) = 8 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u8

        , bit_or(CASE WHEN (mask >> 5) = 9 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u9

        , bit_or(CASE WHEN (mask >> 5) = 10 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u10

        , bit_or(CASE WHEN (mask >> 5) = 11 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u11

        , bit_or(CASE WHEN (mask >> 5) = 12 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u12

        , bit_or(CASE WHEN (mask >> 5) = 13 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u13

        , bit_or(CASE WHEN (mask >> 5) = 14 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u14

        , bit_or(CASE WHEN (mask >> 5) = 15 THEN CAST(1 AS BIGINT) << CAST(mask & 31 AS INTEGER) ELSE CAST(0 AS BIGINT) END) AS __sdc_u15

    FROM "__sdc_suda2_unique_p"
    GROUP BY __sdc_cell
), minimal AS (
    SELECT
        __sdc_cell

        , __sdc_u0 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u0 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u0 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u0 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u0 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u0 & CAST(65535 AS BIGINT)) << 16)

          ) AS __sdc_m0

        , __sdc_u1 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u1 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u1 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u1 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u1 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u1 & CAST(65535 AS BIGINT)) << 16)
 | __sdc_u0
          ) AS __sdc_m1

        , __sdc_u2 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u2 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u2 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u2 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u2 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u2 & CAST(65535 AS BIGINT)) << 16)
 | __sdc_u0
          ) AS __sdc_m2

        , __sdc_u3 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u3 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u3 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u3 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u3 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u3 & CAST(65535 AS BIGINT)) << 16)
 | __sdc_u2 | __sdc_u1
          ) AS __sdc_m3

        , __sdc_u4 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u4 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u4 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u4 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u4 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u4 & CAST(65535 AS BIGINT)) << 16)
 | __sdc_u0
          ) AS __sdc_m4

        , __sdc_u5 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u5 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u5 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u5 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u5 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u5 & CAST(65535 AS BIGINT)) << 16)
 | __sdc_u4 | __sdc_u1
          ) AS __sdc_m5

        , __sdc_u6 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u6 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u6 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u6 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u6 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u6 & CAST(65535 AS BIGINT)) << 16)
 | __sdc_u4 | __sdc_u2
          ) AS __sdc_m6

        , __sdc_u7 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u7 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u7 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u7 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u7 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u7 & CAST(65535 AS BIGINT)) << 16)
 | __sdc_u6 | __sdc_u5 | __sdc_u3
          ) AS __sdc_m7

        , __sdc_u8 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u8 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u8 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u8 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u8 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u8 & CAST(65535 AS BIGINT)) << 16)
 | __sdc_u0
          ) AS __sdc_m8

        , __sdc_u9 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u9 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u9 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u9 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u9 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u9 & CAST(65535 AS BIGINT)) << 16)
 | __sdc_u8 | __sdc_u1
          ) AS __sdc_m9

        , __sdc_u10 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u10 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u10 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u10 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u10 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u10 & CAST(65535 AS BIGINT)) << 16)
 | __sdc_u8 | __sdc_u2
          ) AS __sdc_m10

        , __sdc_u11 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u11 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u11 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u11 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u11 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u11 & CAST(65535 AS BIGINT)) << 16)
 | __sdc_u10 | __sdc_u9 | __sdc_u3
          ) AS __sdc_m11

        , __sdc_u12 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u12 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u12 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u12 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u12 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u12 & CAST(65535 AS BIGINT)) << 16)
 | __sdc_u8 | __sdc_u4
          ) AS __sdc_m12

        , __sdc_u13 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u13 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u13 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u13 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u13 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u13 & CAST(65535 AS BIGINT)) << 16)
 | __sdc_u12 | __sdc_u9 | __sdc_u5
          ) AS __sdc_m13

        , __sdc_u14 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u14 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u14 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u14 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u14 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u14 & CAST(65535 AS BIGINT)) << 16)
 | __sdc_u12 | __sdc_u10 | __sdc_u6
          ) AS __sdc_m14

        , __sdc_u15 & ~(CAST(0 AS BIGINT)
 | ((__sdc_u15 & CAST(1431655765 AS BIGINT)) << 1) | ((__sdc_u15 & CAST(858993459 AS BIGINT)) << 2) | ((__sdc_u15 & CAST(252645135 AS BIGINT)) << 4) | ((__sdc_u15 & CAST(16711935 AS BIGINT)) << 8) | ((__sdc_u15 & CAST(65535 AS BIGINT)) << 16)
 | __sdc_u14 | __sdc_u13 | __sdc_u11 | __sdc_u7
          ) AS __sdc_m15

    FROM words
)
SELECT u.__sdc_cell, u.mask, CAST(bit_count(u.mask) AS INTEGER) AS size
FROM "__sdc_suda2_unique_p" AS u
JOIN minimal AS m USING (__sdc_cell)
WHERE ((CASE u.mask >> 5 WHEN 0 THEN m.__sdc_m0 WHEN 1 THEN m.__sdc_m1 WHEN 2 THEN m.__sdc_m2 WHEN 3 THEN m.__sdc_m3 WHEN 4 THEN m.__sdc_m4 WHEN 5 THEN m.__sdc_m5 WHEN 6 THEN m.__sdc_m6 WHEN 7 THEN m.__sdc_m7 WHEN 8 THEN m.__sdc_m8 WHEN 9 THEN m.__sdc_m9 WHEN 10 THEN m.__sdc_m10 WHEN 11 THEN m.__sdc_m11 WHEN 12 THEN m.__sdc_m12 WHEN 13 THEN m.__sdc_m13 WHEN 14 THEN m.__sdc_m14 WHEN 15 THEN m.__sdc_m15 END) >> CAST(u.mask & 31 AS INTEGER)) & 1 = 1
