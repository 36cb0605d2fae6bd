WITH plan AS (
    SELECT * FROM (VALUES
        (31, 0, 0, 0, 0, 0, 0, 0),
        (31, 0, 8, 0, 0, 0, 0, 0)
    ) AS p(target_mask, join_id, source_mask, on0, on1, on2, on3, on4)
), sources AS (
    SELECT p.join_id,
           CASE WHEN p.on0 = 1 THEN b.__sdc_k0 END AS __sdc_j0,
           CASE WHEN p.on1 = 1 THEN b.__sdc_k1 END AS __sdc_j1,
           CASE WHEN p.on2 = 1 THEN b.__sdc_k2 END AS __sdc_j2,
           CASE WHEN p.on3 = 1 THEN b.__sdc_k3 END AS __sdc_j3,
           CASE WHEN p.on4 = 1 THEN b.__sdc_k4 END AS __sdc_j4,
           sum(b.__sdc_c) AS c, sum(b.__sdc_wsum) AS w
    FROM "__sdc_base_p" AS b
    JOIN plan AS p ON b.__sdc_mask = p.source_mask
    GROUP BY p.join_id, __sdc_j0, __sdc_j1, __sdc_j2, __sdc_j3, __sdc_j4
), targets AS (
    SELECT a.__sdc_cell, p.join_id,
           CASE WHEN p.on0 = 1 THEN a.__sdc_k0 END AS __sdc_j0,
           CASE WHEN p.on1 = 1 THEN a.__sdc_k1 END AS __sdc_j1,
           CASE WHEN p.on2 = 1 THEN a.__sdc_k2 END AS __sdc_j2,
           CASE WHEN p.on3 = 1 THEN a.__sdc_k3 END AS __sdc_j3,
           CASE WHEN p.on4 = 1 THEN a.__sdc_k4 END AS __sdc_j4
    FROM "__sdc_protect_probes_p" AS a
    JOIN (SELECT DISTINCT target_mask, join_id, on0, on1, on2, on3, on4 FROM plan) AS p
      ON a.__sdc_mask = p.target_mask
)
SELECT t.__sdc_cell, sum(s.c) AS fk, CAST(sum(s.w) AS DOUBLE) * power(2.0, -52) AS Fk_hat
FROM targets AS t
JOIN sources AS s
  ON t.join_id = s.join_id
 AND t.__sdc_j0 IS NOT DISTINCT FROM s.__sdc_j0
 AND t.__sdc_j1 IS NOT DISTINCT FROM s.__sdc_j1
 AND t.__sdc_j2 IS NOT DISTINCT FROM s.__sdc_j2
 AND t.__sdc_j3 IS NOT DISTINCT FROM s.__sdc_j3
 AND t.__sdc_j4 IS NOT DISTINCT FROM s.__sdc_j4
GROUP BY t.__sdc_cell
