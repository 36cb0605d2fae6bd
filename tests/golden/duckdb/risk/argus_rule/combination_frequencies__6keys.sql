WITH grouped AS (
    SELECT
        GROUPING(__sdc_k0, __sdc_k1, __sdc_k2, __sdc_k3, __sdc_k4, __sdc_k5) AS __sdc_gid,
__sdc_k0, __sdc_k1, __sdc_k2, __sdc_k3, __sdc_k4, __sdc_k5, 
        sum(__sdc_c) AS fk,
        CAST(sum(__sdc_wsum) AS DOUBLE) * power(2.0, -52) AS Fk_hat
    FROM "__sdc_cells_p"
    GROUP BY GROUPING SETS (
(__sdc_k0),
(__sdc_k1),
(__sdc_k2),
(__sdc_k3),
(__sdc_k4),
(__sdc_k5),
(__sdc_k0, __sdc_k1),
(__sdc_k0, __sdc_k2),
(__sdc_k0, __sdc_k3),
(__sdc_k0, __sdc_k4),
(__sdc_k0, __sdc_k5),
(__sdc_k1, __sdc_k2),
(__sdc_k1, __sdc_k3),
(__sdc_k1, __sdc_k4),
(__sdc_k1, __sdc_k5),
(__sdc_k2, __sdc_k3),
(__sdc_k2, __sdc_k4),
(__sdc_k2, __sdc_k5),
(__sdc_k3, __sdc_k4),
(__sdc_k3, __sdc_k5),
(__sdc_k4, __sdc_k5)

    )
), labelled AS (
    SELECT
        CASE __sdc_gid
WHEN 31 THEN 0
WHEN 47 THEN 1
WHEN 55 THEN 2
WHEN 59 THEN 3
WHEN 61 THEN 4
WHEN 62 THEN 5
WHEN 15 THEN 6
WHEN 23 THEN 7
WHEN 27 THEN 8
WHEN 29 THEN 9
WHEN 30 THEN 10
WHEN 39 THEN 11
WHEN 43 THEN 12
WHEN 45 THEN 13
WHEN 46 THEN 14
WHEN 51 THEN 15
WHEN 53 THEN 16
WHEN 54 THEN 17
WHEN 57 THEN 18
WHEN 58 THEN 19
WHEN 60 THEN 20

        END AS set_id,
        CASE __sdc_gid
WHEN 31 THEN 1
WHEN 47 THEN 1
WHEN 55 THEN 1
WHEN 59 THEN 1
WHEN 61 THEN 1
WHEN 62 THEN 1
WHEN 15 THEN 2
WHEN 23 THEN 2
WHEN 27 THEN 2
WHEN 29 THEN 2
WHEN 30 THEN 2
WHEN 39 THEN 2
WHEN 43 THEN 2
WHEN 45 THEN 2
WHEN 46 THEN 2
WHEN 51 THEN 2
WHEN 53 THEN 2
WHEN 54 THEN 2
WHEN 57 THEN 2
WHEN 58 THEN 2
WHEN 60 THEN 2

        END AS dimension,
        * EXCLUDE (__sdc_gid)
    FROM grouped
    WHERE

        (__sdc_gid = 31 AND __sdc_k0 IS NOT NULL) OR

        (__sdc_gid = 47 AND __sdc_k1 IS NOT NULL) OR

        (__sdc_gid = 55 AND __sdc_k2 IS NOT NULL) OR

        (__sdc_gid = 59 AND __sdc_k3 IS NOT NULL) OR

        (__sdc_gid = 61 AND __sdc_k4 IS NOT NULL) OR

        (__sdc_gid = 62 AND __sdc_k5 IS NOT NULL) OR

        (__sdc_gid = 15 AND __sdc_k0 IS NOT NULL AND __sdc_k1 IS NOT NULL) OR

        (__sdc_gid = 23 AND __sdc_k0 IS NOT NULL AND __sdc_k2 IS NOT NULL) OR

        (__sdc_gid = 27 AND __sdc_k0 IS NOT NULL AND __sdc_k3 IS NOT NULL) OR

        (__sdc_gid = 29 AND __sdc_k0 IS NOT NULL AND __sdc_k4 IS NOT NULL) OR

        (__sdc_gid = 30 AND __sdc_k0 IS NOT NULL AND __sdc_k5 IS NOT NULL) OR

        (__sdc_gid = 39 AND __sdc_k1 IS NOT NULL AND __sdc_k2 IS NOT NULL) OR

        (__sdc_gid = 43 AND __sdc_k1 IS NOT NULL AND __sdc_k3 IS NOT NULL) OR

        (__sdc_gid = 45 AND __sdc_k1 IS NOT NULL AND __sdc_k4 IS NOT NULL) OR

        (__sdc_gid = 46 AND __sdc_k1 IS NOT NULL AND __sdc_k5 IS NOT NULL) OR

        (__sdc_gid = 51 AND __sdc_k2 IS NOT NULL AND __sdc_k3 IS NOT NULL) OR

        (__sdc_gid = 53 AND __sdc_k2 IS NOT NULL AND __sdc_k4 IS NOT NULL) OR

        (__sdc_gid = 54 AND __sdc_k2 IS NOT NULL AND __sdc_k5 IS NOT NULL) OR

        (__sdc_gid = 57 AND __sdc_k3 IS NOT NULL AND __sdc_k4 IS NOT NULL) OR

        (__sdc_gid = 58 AND __sdc_k3 IS NOT NULL AND __sdc_k5 IS NOT NULL) OR

        (__sdc_gid = 60 AND __sdc_k4 IS NOT NULL AND __sdc_k5 IS NOT NULL)

)
SELECT *, fk < $thresholds[CAST(dimension AS INTEGER)] AS unsafe
FROM labelled
