WITH contributions AS (




    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 7

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 7

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 7

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 7




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 11

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16)
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
        WHERE __sdc_mask IN (4)
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
        WHERE __sdc_mask IN (0, 8)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 11




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 13

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 13

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 4, 8)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 13




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 14

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 14

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k4, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 4, 8)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 14




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 19

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8)
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
        WHERE __sdc_mask IN (4)
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
        WHERE __sdc_mask IN (0, 16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 19




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 21

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 21

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 4, 16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 21




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 22

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 22

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 4, 16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 22




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32)
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
        WHERE __sdc_mask IN (4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 25

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 8, 16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 25




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32)
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
        WHERE __sdc_mask IN (4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 26

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 8, 16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 26




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1

    WHERE a.__sdc_mask = 28

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k5, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 4, 8, 16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5

    WHERE a.__sdc_mask = 28




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 35

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 35

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 35

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 35




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 37

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 37

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 4, 32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 37




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 38

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 38

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 4, 32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 38




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 41

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 41

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 8, 32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 41




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16)
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
        WHERE __sdc_mask IN (4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 42

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 8, 32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 42




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1

    WHERE a.__sdc_mask = 44

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 4, 8, 32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 44




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 49

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 49

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 16, 32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 49




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8)
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
        WHERE __sdc_mask IN (4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 50

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 16, 32)
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
        WHERE __sdc_mask IN (8)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1

    WHERE a.__sdc_mask = 52

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 4, 16, 32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 52




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1

    WHERE a.__sdc_mask = 56

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 8, 16, 32)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 56


)
SELECT __sdc_cell, sum(c) AS fk, CAST(sum(w) AS DOUBLE) * power(2.0, -52) AS Fk_hat
FROM contributions
GROUP BY __sdc_cell
