WITH contributions AS (




    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (48, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 11

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32, 33, 34, 40)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 11

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 11

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16, 17, 18, 24)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 11

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4, 12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 11

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 1, 2, 3, 8, 9, 10)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 11




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (40)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 19

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32, 33, 34, 48, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 19

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 19

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8, 9, 10, 24)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 19

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4, 20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 19

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 1, 2, 3, 16, 17, 18)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 19




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (34, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 25

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32, 33, 40, 48)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 25

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4, 12, 20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 25

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (2, 3, 10, 18)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 25

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 1, 8, 9, 16, 17, 24)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 25




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 26

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32, 34, 40, 48, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 26

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4, 12, 20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 26

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (1, 3, 9, 17)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 26

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 2, 8, 10, 16, 18, 24)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 26




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0

    WHERE a.__sdc_mask = 42

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (17)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 42

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16, 18, 24, 48, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 42

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4, 12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 42

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (1, 3, 9, 33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 42

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 2, 8, 10, 32, 34, 40)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 42




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0

    WHERE a.__sdc_mask = 50

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (9)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 50

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8, 10, 24, 40)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 50

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4, 20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 50

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (1, 3, 17, 33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 50

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 2, 16, 18, 32, 34, 48, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 50




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4, 12, 20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1

    WHERE a.__sdc_mask = 56

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (3)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 56

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (2, 10, 18, 34, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 56

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (1, 9, 17, 33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 56

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 8, 16, 24, 32, 40, 48)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 56


)
SELECT __sdc_cell, sum(c) AS fk, CAST(sum(w) AS DOUBLE) * power(2.0, -52) AS Fk_hat
FROM contributions
GROUP BY __sdc_cell
