SELECT
    __sdcp_pattern,
    0 AS key_index,

NULL AS __sdc_k0,

__sdc_k1 AS __sdc_k1,

__sdc_k2 AS __sdc_k2,

__sdc_k3 AS __sdc_k3,

__sdc_k4 AS __sdc_k4

FROM "__sdc_protect_patterns_p"
WHERE __sdc_k0 IS NOT NULL
UNION ALL

SELECT
    __sdcp_pattern,
    1 AS key_index,

__sdc_k0 AS __sdc_k0,

NULL AS __sdc_k1,

__sdc_k2 AS __sdc_k2,

__sdc_k3 AS __sdc_k3,

__sdc_k4 AS __sdc_k4

FROM "__sdc_protect_patterns_p"
WHERE __sdc_k1 IS NOT NULL
UNION ALL

SELECT
    __sdcp_pattern,
    2 AS key_index,

__sdc_k0 AS __sdc_k0,

__sdc_k1 AS __sdc_k1,

NULL AS __sdc_k2,

__sdc_k3 AS __sdc_k3,

__sdc_k4 AS __sdc_k4

FROM "__sdc_protect_patterns_p"
WHERE __sdc_k2 IS NOT NULL
UNION ALL

SELECT
    __sdcp_pattern,
    3 AS key_index,

__sdc_k0 AS __sdc_k0,

__sdc_k1 AS __sdc_k1,

__sdc_k2 AS __sdc_k2,

NULL AS __sdc_k3,

__sdc_k4 AS __sdc_k4

FROM "__sdc_protect_patterns_p"
WHERE __sdc_k3 IS NOT NULL
UNION ALL

SELECT
    __sdcp_pattern,
    4 AS key_index,

__sdc_k0 AS __sdc_k0,

__sdc_k1 AS __sdc_k1,

__sdc_k2 AS __sdc_k2,

__sdc_k3 AS __sdc_k3,

NULL AS __sdc_k4

FROM "__sdc_protect_patterns_p"
WHERE __sdc_k4 IS NOT NULL
UNION ALL

SELECT
    __sdcp_pattern,
    -1 AS key_index,

NULL AS __sdc_k0,

NULL AS __sdc_k1,

NULL AS __sdc_k2,

NULL AS __sdc_k3,

NULL AS __sdc_k4

FROM "__sdc_protect_patterns_p"
WHERE __sdc_k0 IS NOT NULL OR __sdc_k1 IS NOT NULL OR __sdc_k2 IS NOT NULL OR __sdc_k3 IS NOT NULL OR __sdc_k4 IS NOT NULL
