SELECT

    min("ldiversity_distinct_income") AS c0_min,
    quantile_cont("ldiversity_distinct_income", 0.25) AS c0_q1,
    quantile_cont("ldiversity_distinct_income", 0.5) AS c0_median,
    avg("ldiversity_distinct_income") AS c0_mean,
    quantile_cont("ldiversity_distinct_income", 0.75) AS c0_q3,
    max("ldiversity_distinct_income") AS c0_max,
    count(*) FILTER (WHERE "ldiversity_distinct_income" < $l) AS c0_below,

    min("ldiversity_entropy_income") AS c1_min,
    quantile_cont("ldiversity_entropy_income", 0.25) AS c1_q1,
    quantile_cont("ldiversity_entropy_income", 0.5) AS c1_median,
    avg("ldiversity_entropy_income") AS c1_mean,
    quantile_cont("ldiversity_entropy_income", 0.75) AS c1_q3,
    max("ldiversity_entropy_income") AS c1_max,
    count(*) FILTER (WHERE "ldiversity_entropy_income" < $l) AS c1_below,

    min("ldiversity_recursive_income") AS c2_min,
    quantile_cont("ldiversity_recursive_income", 0.25) AS c2_q1,
    quantile_cont("ldiversity_recursive_income", 0.5) AS c2_median,
    avg("ldiversity_recursive_income") AS c2_mean,
    quantile_cont("ldiversity_recursive_income", 0.75) AS c2_q3,
    max("ldiversity_recursive_income") AS c2_max,
    count(*) FILTER (WHERE "ldiversity_recursive_income" < $l) AS c2_below

FROM "__sdc_ld0_records_p"
