SELECT
    (SELECT count(*) - count(DISTINCT __sdc_unit) FROM "__sdc_massc_units_p") AS split_units,
    (SELECT count(*) FROM "__sdc_massc_substituted_p" WHERE "hid" IS NULL) AS missing_units,
    (SELECT count(*) FROM (SELECT "hid" FROM "__sdc_massc_substituted_p"
                           GROUP BY "hid"
                           HAVING count(DISTINCT "__sdc_f") > 1) AS m)
        AS mixed_fractions
