WITH contributions AS (




    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 3

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (48, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 3

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (40)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 3

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32, 33, 34)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 3

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (24, 26)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 3

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 3

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16, 17, 18)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 3

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 3

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8, 9, 10)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 3

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 3

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 1, 2, 3)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 3




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1

    WHERE a.__sdc_mask = 5

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 5

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (48)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 5

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (40)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 5

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (34)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 5

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32, 33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 5

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (26)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 5

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (24)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 5

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (18)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 5

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16, 17, 20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 5

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (10)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 5

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8, 9, 12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 5

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (2, 3)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 5

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 1, 4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 5




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0

    WHERE a.__sdc_mask = 6

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (48, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 6

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (40)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 6

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 6

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32, 34)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 6

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (24, 26)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 6

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (17)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 6

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16, 18, 20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 6

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (9)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 6

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8, 10, 12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 6

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (1, 3)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 6

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 2, 4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 6




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 9

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (48, 56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 9

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (34)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 9

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32, 33, 40)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 9

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 9

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (18, 26)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 9

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16, 17, 24)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 9

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4, 12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 9

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (2, 3, 10)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 9

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 1, 8, 9)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 9




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (48, 50, 56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 10

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 10

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32, 34, 40)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 10

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 10

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (17)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 10

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16, 18, 24, 26)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 10

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4, 12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 10

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (1, 3, 9)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 10

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 2, 8, 10)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 10




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0

    WHERE a.__sdc_mask = 12

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (48, 56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1

    WHERE a.__sdc_mask = 12

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (34)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 12

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 12

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32, 40)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 12

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (18, 26)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 12

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (17)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 12

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16, 20, 24)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 12

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (3)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 12

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (2, 10)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 12

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (1, 9)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 12

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 4, 8, 12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 12




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (40, 56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 17

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (34, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 17

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32, 33, 48)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 17

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 17

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (10, 26)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 17

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8, 9, 24)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 17

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4, 20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 17

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (2, 3, 18)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 17

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 1, 16, 17)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 17




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (40, 56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 18

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 18

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32, 34, 48, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 18

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 18

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (9)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 18

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8, 10, 24, 26)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 18

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4, 20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 18

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (1, 3, 17)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 18

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 2, 16, 18)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 18




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (40, 56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1

    WHERE a.__sdc_mask = 20

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (34, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 20

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 20

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32, 48)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 20

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (10, 26)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 20

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (9)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 20

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8, 12, 24)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 20

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (3)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 20

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (2, 18)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 20

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (1, 17)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 20

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 4, 16, 20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 20




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (34, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 24

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 24

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32, 40, 48, 56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 24

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4, 12, 20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 24

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (3)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 24

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (2, 10, 18, 26)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 24

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (1, 9, 17)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 24

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 8, 16, 24)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 24




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (26)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 33

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (24, 56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 33

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 33

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (18, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 33

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16, 17, 48)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 33

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 33

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (10)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 33

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8, 9, 40)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 33

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 33

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (2, 3, 34)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 33

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 1, 32, 33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 33




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (24, 26, 56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 34

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 34

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (17)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 34

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16, 18, 48, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 34

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 34

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (9)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 34

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8, 10, 40)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 34

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 34

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (1, 3, 33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 34

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 2, 32, 34)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 34




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (26)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0

    WHERE a.__sdc_mask = 36

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (24, 56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1

    WHERE a.__sdc_mask = 36

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (18, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 36

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (17)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 36

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16, 20, 48)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 36

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (10)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 36

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (9)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 36

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8, 12, 40)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 36

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (3)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 36

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (2, 34)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 36

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (1, 33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 36

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 4, 32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 36




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1

    WHERE a.__sdc_mask = 40

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (18, 26, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 40

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (17)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 40

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16, 24, 48, 56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 40

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4, 12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 40

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (3)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 40

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (2, 10, 34)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 40

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (1, 9, 33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 40

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 8, 32, 40)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 40




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1

    WHERE a.__sdc_mask = 48

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (10, 26)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 48

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (9)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 48

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8, 24, 40, 56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 48

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4, 20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 48

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (3)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 48

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (2, 18, 34, 50)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 48

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (1, 17, 33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 48

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 16, 32, 48)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 48


)
SELECT __sdc_cell, sum(c) AS fk, CAST(sum(w) AS DOUBLE) * power(2.0, -52) AS Fk_hat
FROM contributions
GROUP BY __sdc_cell
