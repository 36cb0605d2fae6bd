SELECT
    household_size,
    individuals,
    households,
    fk,
    Fk_hat,
    $pi * "sdc_risk_udf"(CAST(fk AS DOUBLE), Fk_hat) AS core_risk
FROM (
    SELECT
        h.household_size,
        count(*) AS individuals,
        count(DISTINCT h.__sdc_hh) AS households,
        count(*) AS fk,

        CAST(sum(CAST(r.__sdc_w * power(2.0, 52) AS HUGEINT)) AS DOUBLE) * power(2.0, -52) AS Fk_hat
    FROM "__sdc_keyed_p" AS r
    JOIN "__sdc_households_exact_p" AS h ON r.__sdc_hh = h.__sdc_hh
    GROUP BY h.household_size
)
ORDER BY household_size
