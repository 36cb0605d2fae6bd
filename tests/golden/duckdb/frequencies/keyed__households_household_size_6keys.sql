SELECT
    *,

    (__sdc_k0 IS NULL)::INTEGER * 1 +

    (__sdc_k1 IS NULL)::INTEGER * 2 +

    (__sdc_k2 IS NULL)::INTEGER * 4 +

    (__sdc_k3 IS NULL)::INTEGER * 8 +

    (__sdc_k4 IS NULL)::INTEGER * 16 +

    (__sdc_k5 IS NULL)::INTEGER * 32

    AS __sdc_mask
FROM (
    SELECT
        src.*,
        row_number() OVER () AS __sdc_row,


        src."region" AS __sdc_k0,



        src."sex" AS __sdc_k1,



        src."age" AS __sdc_k2,



        src."marital_status" AS __sdc_k3,



        src."citizenship" AS __sdc_k4,



        src."education" AS __sdc_k5,



        CAST(src."weight" AS DOUBLE) AS __sdc_w


        , src."household_id" AS __sdc_hh

        , CAST(src."household_size" AS BIGINT) AS __sdc_hsize


    FROM "__sdc_src_p" AS src
)
