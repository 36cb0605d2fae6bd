SELECT
    b.* EXCLUDE ("__sdc_row", "__sdc_w", "__sdc_k0", "__sdc_k1", "__sdc_k2")

    , m0."suda2_score"

    , m0."dis_suda2_score"

    , m0."suda2_msu_count"

    , m0."suda2_min_msu_size"

    , m1."ldiversity_distinct_income"

    , m1."ldiversity_entropy_income"

    , m1."ldiversity_recursive_income"

    , m2."loglinear_risk"

FROM "__sdc_risk_records_base_p" AS b

LEFT JOIN "__sdc_suda2_records_p" AS m0 ON m0.__sdc_row = b.__sdc_row

LEFT JOIN "__sdc_ld0_records_p" AS m1 ON m1.__sdc_row = b.__sdc_row

LEFT JOIN "__sdc_loglinear_records_p" AS m2 ON m2.__sdc_row = b.__sdc_row


ORDER BY b.__sdc_row
