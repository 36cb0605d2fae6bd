SELECT
    *,

    (__sdc_k0 IS NULL)::INTEGER * 1 +

    (__sdc_k1 IS NULL)::INTEGER * 2 +

    (__sdc_k2 IS NULL)::INTEGER * 4

    AS __sdc_mask
FROM (
    SELECT
        src.*,
        row_number() OVER () AS __sdc_row,


        src."region" AS __sdc_k0,



        src."sex" AS __sdc_k1,



        src."age" AS __sdc_k2,



        CAST(src."weight" AS DOUBLE) AS __sdc_w


    FROM "__sdc_src_p" AS src
)
