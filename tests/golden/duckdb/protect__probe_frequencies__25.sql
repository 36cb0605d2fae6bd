WITH contributions AS (




    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (4, 12, 20)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0

    WHERE a.__sdc_mask = 58

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (1, 3, 9, 17, 33)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 58

UNION ALL
    SELECT a.__sdc_cell, s.c, s.w
    FROM "__sdc_protect_probes_p" AS a
    JOIN (
        SELECT __sdc_k0, __sdc_k2, 
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM "__sdc_base_p"
        WHERE __sdc_mask IN (0, 2, 8, 10, 16, 18, 24, 26, 32, 34, 40, 48, 50, 56)
GROUP BY ALL
    ) AS s

    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2

    WHERE a.__sdc_mask = 58


)
SELECT __sdc_cell, sum(c) AS fk, CAST(sum(w) AS DOUBLE) * power(2.0, -52) AS Fk_hat
FROM contributions
GROUP BY __sdc_cell
