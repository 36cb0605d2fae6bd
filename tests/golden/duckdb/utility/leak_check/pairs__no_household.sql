SELECT
    o.__sdc_row AS row_id,
CAST(NULL AS VARCHAR) AS rel_hh,


    CAST(o.__sdc_k0 AS VARCHAR) AS o_0,

    CAST(r."region" AS VARCHAR) AS r_0,
    FALSE AS m_0,



    CAST(o.__sdc_k1 AS VARCHAR) AS o_1,

    CAST(r."hsize" AS VARCHAR) AS r_1,
    FALSE AS m_1,



    CAST(o.__sdc_k2 AS VARCHAR) AS o_2,

    CAST(r."age" AS VARCHAR) AS r_2,
    FALSE AS m_2


FROM "__sdc_keyed_p" AS o
JOIN "__sdc_protect_current_p" AS r ON o.__sdc_row = r."__sdcp_row"
