WITH plan AS (
    SELECT * FROM (VALUES
        (0, 0, 32, 1, 1, 1, 1, 1, 0),
        (0, 1, 16, 1, 1, 1, 1, 0, 1),
        (0, 2, 8, 1, 1, 1, 0, 1, 1),
        (0, 3, 4, 1, 1, 0, 1, 1, 1),
        (0, 4, 0, 1, 1, 1, 1, 1, 1),
        (4, 5, 32, 1, 1, 0, 1, 1, 0),
        (4, 6, 16, 1, 1, 0, 1, 0, 1),
        (4, 7, 8, 1, 1, 0, 0, 1, 1),
        (4, 8, 0, 1, 1, 0, 1, 1, 1),
        (4, 8, 4, 1, 1, 0, 1, 1, 1),
        (8, 9, 32, 1, 1, 1, 0, 1, 0),
        (8, 10, 16, 1, 1, 1, 0, 0, 1),
        (8, 11, 4, 1, 1, 0, 0, 1, 1),
        (8, 12, 0, 1, 1, 1, 0, 1, 1),
        (8, 12, 8, 1, 1, 1, 0, 1, 1),
        (16, 13, 32, 1, 1, 1, 1, 0, 0),
        (16, 14, 8, 1, 1, 1, 0, 0, 1),
        (16, 15, 4, 1, 1, 0, 1, 0, 1),
        (16, 16, 0, 1, 1, 1, 1, 0, 1),
        (16, 16, 16, 1, 1, 1, 1, 0, 1),
        (32, 17, 16, 1, 1, 1, 1, 0, 0),
        (32, 18, 8, 1, 1, 1, 0, 1, 0),
        (32, 19, 4, 1, 1, 0, 1, 1, 0),
        (32, 20, 0, 1, 1, 1, 1, 1, 0),
        (32, 20, 32, 1, 1, 1, 1, 1, 0)
    ) AS p(target_mask, join_id, source_mask, on0, on1, on2, on3, on4, on5)
), sources AS (
    SELECT p.join_id,
           CASE WHEN p.on0 = 1 THEN b.__sdc_k0 END AS __sdc_j0,
           CASE WHEN p.on1 = 1 THEN b.__sdc_k1 END AS __sdc_j1,
           CASE WHEN p.on2 = 1 THEN b.__sdc_k2 END AS __sdc_j2,
           CASE WHEN p.on3 = 1 THEN b.__sdc_k3 END AS __sdc_j3,
           CASE WHEN p.on4 = 1 THEN b.__sdc_k4 END AS __sdc_j4,
           CASE WHEN p.on5 = 1 THEN b.__sdc_k5 END AS __sdc_j5,
           sum(CASE WHEN b.__sdc_mask = 0 THEN b.__sdc_c ELSE 0 END) AS c_full,
           sum(CASE WHEN b.__sdc_mask = 0 THEN 0 ELSE b.__sdc_c END) AS c_null,
           sum(CASE WHEN b.__sdc_mask = 0 THEN b.__sdc_wsum ELSE 0 END) AS w_full,
           sum(CASE WHEN b.__sdc_mask = 0 THEN 0 ELSE b.__sdc_wsum END) AS w_null
    FROM "__sdc_base_p" AS b
    JOIN plan AS p ON b.__sdc_mask = p.source_mask
    GROUP BY p.join_id, __sdc_j0, __sdc_j1, __sdc_j2, __sdc_j3, __sdc_j4, __sdc_j5
), targets AS (
    SELECT b.__sdc_cell, p.join_id,
           CASE WHEN p.on0 = 1 THEN b.__sdc_k0 END AS __sdc_j0,
           CASE WHEN p.on1 = 1 THEN b.__sdc_k1 END AS __sdc_j1,
           CASE WHEN p.on2 = 1 THEN b.__sdc_k2 END AS __sdc_j2,
           CASE WHEN p.on3 = 1 THEN b.__sdc_k3 END AS __sdc_j3,
           CASE WHEN p.on4 = 1 THEN b.__sdc_k4 END AS __sdc_j4,
           CASE WHEN p.on5 = 1 THEN b.__sdc_k5 END AS __sdc_j5
    FROM "__sdc_base_p" AS b
    JOIN (SELECT DISTINCT target_mask, join_id, on0, on1, on2, on3, on4, on5 FROM plan) AS p
      ON b.__sdc_mask = p.target_mask
), contributions AS (
    SELECT t.__sdc_cell, s.c_full, s.c_null, s.w_full, s.w_null
    FROM targets AS t
    JOIN sources AS s
      ON t.join_id = s.join_id
     AND t.__sdc_j0 IS NOT DISTINCT FROM s.__sdc_j0
     AND t.__sdc_j1 IS NOT DISTINCT FROM s.__sdc_j1
     AND t.__sdc_j2 IS NOT DISTINCT FROM s.__sdc_j2
     AND t.__sdc_j3 IS NOT DISTINCT FROM s.__sdc_j3
     AND t.__sdc_j4 IS NOT DISTINCT FROM s.__sdc_j4
     AND t.__sdc_j5 IS NOT DISTINCT FROM s.__sdc_j5
),
totals AS (
    SELECT __sdc_cell, sum(c_full) AS c_full, sum(c_null) AS c_null,
           sum(w_full) AS w_full, sum(w_null) AS w_null
    FROM contributions
    GROUP BY __sdc_cell
)
SELECT
    b.*,





    t.c_full + CASE WHEN b.__sdc_mask <> 0 THEN b.__sdc_c ELSE 0 END + $alpha * (t.c_null - CASE WHEN b.__sdc_mask <> 0 THEN b.__sdc_c ELSE 0 END) AS fk,
    CAST(t.w_full + CASE WHEN b.__sdc_mask <> 0 THEN b.__sdc_wsum ELSE 0 END AS DOUBLE) * power(2.0, -52)
        + $alpha * CAST(t.w_null - CASE WHEN b.__sdc_mask <> 0 THEN b.__sdc_wsum ELSE 0 END AS DOUBLE) * power(2.0, -52) AS Fk_hat


, (coalesce(CAST(b.__sdc_k0 AS BIGINT) - 1 + 1, 0) * 1 + coalesce(CAST(b.__sdc_k1 AS BIGINT) - 1 + 1, 0) * 21 + coalesce(CAST(b.__sdc_k2 AS BIGINT) - 0 + 1, 0) * 63 + coalesce(CAST(b.__sdc_k3 AS BIGINT) - 1 + 1, 0) * 6048 + coalesce(CAST(b.__sdc_k4 AS BIGINT) - 1 + 1, 0) * 36288 + coalesce(CAST(b.__sdc_k5 AS BIGINT) - 1 + 1, 0) * 145152) AS __sdc_code

FROM "__sdc_base_p" AS b
JOIN totals AS t USING (__sdc_cell)
