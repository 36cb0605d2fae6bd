WITH plan AS (
    SELECT * FROM (VALUES
        (0, 0, 4, 1, 1, 0),
        (0, 1, 0, 1, 1, 1),
        (4, 2, 0, 1, 1, 0),
        (4, 2, 4, 1, 1, 0)
    ) AS p(target_mask, join_id, source_mask, on0, on1, on2)
), sources AS (
    SELECT p.join_id,
           CASE WHEN p.on0 = 1 THEN b.__sdc_k0 END AS __sdc_j0,
           CASE WHEN p.on1 = 1 THEN b.__sdc_k1 END AS __sdc_j1,
           CASE WHEN p.on2 = 1 THEN b.__sdc_k2 END AS __sdc_j2,
           sum(CASE WHEN b.__sdc_mask = 0 THEN b.__sdc_c ELSE 0 END) AS c_full,
           sum(CASE WHEN b.__sdc_mask = 0 THEN 0 ELSE b.__sdc_c END) AS c_null,
           sum(CASE WHEN b.__sdc_mask = 0 THEN b.__sdc_wsum ELSE 0 END) AS w_full,
           sum(CASE WHEN b.__sdc_mask = 0 THEN 0 ELSE b.__sdc_wsum END) AS w_null
    FROM "__sdc_base_p" AS b
    JOIN plan AS p ON b.__sdc_mask = p.source_mask
    GROUP BY p.join_id, __sdc_j0, __sdc_j1, __sdc_j2
), targets AS (
    SELECT b.__sdc_cell, p.join_id,
           CASE WHEN p.on0 = 1 THEN b.__sdc_k0 END AS __sdc_j0,
           CASE WHEN p.on1 = 1 THEN b.__sdc_k1 END AS __sdc_j1,
           CASE WHEN p.on2 = 1 THEN b.__sdc_k2 END AS __sdc_j2
    FROM "__sdc_base_p" AS b
    JOIN (SELECT DISTINCT target_mask, join_id, on0, on1, on2 FROM plan) AS p
      ON b.__sdc_mask = p.target_mask
), contributions AS (
    SELECT t.__sdc_cell, s.c_full, s.c_null, s.w_full, s.w_null
    FROM targets AS t
    JOIN sources AS s
      ON t.join_id = s.join_id
     AND t.__sdc_j0 IS NOT DISTINCT FROM s.__sdc_j0
     AND t.__sdc_j1 IS NOT DISTINCT FROM s.__sdc_j1
     AND t.__sdc_j2 IS NOT DISTINCT FROM s.__sdc_j2
),
totals AS (
    SELECT __sdc_cell, sum(c_full) AS c_full, sum(c_null) AS c_null,
           sum(w_full) AS w_full, sum(w_null) AS w_null
    FROM contributions
    GROUP BY __sdc_cell
)
SELECT
    b.*,

    t.c_full + t.c_null AS fk,
    CAST(t.w_full + t.w_null AS DOUBLE) * power(2.0, -52) AS Fk_hat

, (coalesce(CAST(b.__sdc_k0 AS BIGINT) - 1 + 1, 0) * 1 + coalesce(CAST(b.__sdc_k1 AS BIGINT) - 1 + 1, 0) * 21 + coalesce(CAST(b.__sdc_k2 AS BIGINT) - 0 + 1, 0) * 63) AS __sdc_code

FROM "__sdc_base_p" AS b
JOIN totals AS t USING (__sdc_cell)
