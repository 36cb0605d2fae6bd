SELECT

    CAST(row_number() OVER () AS BIGINT) AS __sdc_id



    , CAST(o."income" AS DOUBLE) AS __sdc_o0

    , CAST(o."expenses" AS DOUBLE) AS __sdc_o1


    , CAST(o."income_m" AS DOUBLE) AS __sdc_m0

    , CAST(o."expenses_m" AS DOUBLE) AS __sdc_m1

FROM "__sdc_src_o" AS o
