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



        CASE WHEN list_contains(getvariable('sdc_na_p_2'), CAST(src."age" AS DOUBLE))
             THEN NULL ELSE src."age" END AS __sdc_k2,



        src."marital_status" AS __sdc_k3,



        src."citizenship" AS __sdc_k4,



        CASE WHEN list_contains(getvariable('sdc_na_p_5'), CAST(src."education" AS VARCHAR))
             THEN NULL ELSE src."education" END AS __sdc_k5,



        CAST(src."weight" AS DOUBLE) AS __sdc_w


    FROM "__sdc_src_p" AS src
)
