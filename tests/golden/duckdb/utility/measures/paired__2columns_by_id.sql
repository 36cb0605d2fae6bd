SELECT

    o."income" AS __sdc_o0,
    m."income" AS __sdc_m0,

    o."expenses" AS __sdc_o1,
    m."expenses" AS __sdc_m1

FROM "__sdc_src_1" AS o JOIN "__sdc_src_2" AS m ON o."pid" = m."pid"
