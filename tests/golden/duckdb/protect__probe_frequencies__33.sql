WITH contributions AS (




    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 1

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

    WHERE a.__sdc_mask = 1

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 1

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

    WHERE a.__sdc_mask = 1

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k1, __sdc_k2, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 1




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 2

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

    WHERE a.__sdc_mask = 2

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 2

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

    WHERE a.__sdc_mask = 2

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 2




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 4

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8, 12)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 4

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k3, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 4




UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 8

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

    WHERE a.__sdc_mask = 8

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k2, __sdc_k4, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 8)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4

    WHERE a.__sdc_mask = 8




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

    WHERE a.__sdc_mask = 16

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (8)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 16

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 16

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k1, __sdc_k2, __sdc_k3, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 16)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3

    WHERE a.__sdc_mask = 16


)
SELECT __sdc_cell, sum(c) AS fk, CAST(sum(w) AS DOUBLE) * power(2.0, -52) AS Fk_hat
FROM contributions
GROUP BY __sdc_cell
