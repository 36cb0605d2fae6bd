SELECT

    count(*) FILTER (WHERE r.__sdc_k0 IS NOT NULL AND NOT coalesce(s.s0, false)) AS live0,

    count(*) FILTER (WHERE r.__sdc_k1 IS NOT NULL AND NOT coalesce(s.s1, false)) AS live1,

    count(*) FILTER (WHERE r.__sdc_k2 IS NOT NULL AND NOT coalesce(s.s2, false)) AS live2,

    count(*) FILTER (WHERE r.__sdc_k3 IS NOT NULL AND NOT coalesce(s.s3, false)) AS live3,

    count(*) FILTER (WHERE r.__sdc_k4 IS NOT NULL AND NOT coalesce(s.s4, false)) AS live4,

    count(*) FILTER (WHERE r.__sdc_k5 IS NOT NULL AND NOT coalesce(s.s5, false)) AS live5

FROM "__sdc_keyed_p" AS r
LEFT JOIN (
    SELECT "__sdcp_row",
bool_or(key_index = 0) AS s0,
bool_or(key_index = 1) AS s1,
bool_or(key_index = 2) AS s2,
bool_or(key_index = 3) AS s3,
bool_or(key_index = 4) AS s4,
bool_or(key_index = 5) AS s5

    FROM "__sdc_protect_suppressed_3_p"
    GROUP BY ALL
) AS s ON s."__sdcp_row" = r.__sdc_row
