SELECT
    min(__sdc_k0)::HUGEINT AS lo0, max(__sdc_k0)::HUGEINT AS hi0,
    min(__sdc_k1)::HUGEINT AS lo1, max(__sdc_k1)::HUGEINT AS hi1,
    min(__sdc_k2)::HUGEINT AS lo2, max(__sdc_k2)::HUGEINT AS hi2,
    min(__sdc_k3)::HUGEINT AS lo3, max(__sdc_k3)::HUGEINT AS hi3,
    min(__sdc_k4)::HUGEINT AS lo4, max(__sdc_k4)::HUGEINT AS hi4,
    min(__sdc_k5)::HUGEINT AS lo5, max(__sdc_k5)::HUGEINT AS hi5
FROM "__sdc_base_p"
