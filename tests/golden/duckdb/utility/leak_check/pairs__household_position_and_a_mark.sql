SELECT
    o."__sdc_row" AS row_id,
r."__sdc_pos" AS pos,
CAST(o."hh" AS VARCHAR) AS o_hh,
CAST(r."hh" AS VARCHAR) AS rel_hh,
    CAST(o."__sdc_k0" AS VARCHAR) AS o_0,
    CASE WHEN CAST(r."region" AS VARCHAR) = $mark_0 THEN NULL
         ELSE CAST(r."region" AS VARCHAR) END AS r_0,
    coalesce(CAST(r."region" AS VARCHAR) = $mark_0, FALSE) AS m_0,
    CAST(o."__sdc_k1" AS VARCHAR) AS o_1,
    CAST(r."hsize" AS VARCHAR) AS r_1,
    FALSE AS m_1,
    CAST(o."eqSS" AS VARCHAR) AS o_2,
    CAST(r."eqSS" AS VARCHAR) AS r_2,
    FALSE AS m_2,
    CAST(r."hh" AS VARCHAR) AS x_0,
CAST(o."hh" AS VARCHAR) AS ox_0,
    CAST(r."region" AS VARCHAR) AS x_1,
CAST(o."region" AS VARCHAR) AS ox_1,
    CAST(r."hsize" AS VARCHAR) AS x_2,
CAST(o."hsize" AS VARCHAR) AS ox_2,
    CAST(r."eqSS" AS VARCHAR) AS x_3,
CAST(o."eqSS" AS VARCHAR) AS ox_3,
    CAST(r."w" AS VARCHAR) AS x_4,
CAST(NULL AS VARCHAR) AS ox_4
FROM "__sdc_keyed_p" AS o
JOIN "__sdc_release_p" AS r ON o."__sdc_row" = r."__sdc_row"
