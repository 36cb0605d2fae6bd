WITH kept AS (
    SELECT * FROM "survey" ORDER BY person_id LIMIT $rows
), sds AS (
    SELECT stddev_samp(CAST("income" AS DOUBLE)) AS "sd_income", stddev_samp(CAST("expenditure" AS DOUBLE)) AS "sd_expenditure", stddev_samp(CAST("weight" AS DOUBLE)) AS "sd_weight", stddev_samp(CAST("age" AS DOUBLE)) AS "sd_age"
    FROM kept
)
SELECT

    CAST("income" AS DOUBLE) AS "income",
    CAST("income" AS DOUBLE) + $noise * "sd_income" * sqrt(12)
        * (CAST(hash(person_id, 0) AS DOUBLE) / 18446744073709551616.0 - 0.5)
        AS "income_m",

    CAST("expenditure" AS DOUBLE) AS "expenditure",
    CAST("expenditure" AS DOUBLE) + $noise * "sd_expenditure" * sqrt(12)
        * (CAST(hash(person_id, 1) AS DOUBLE) / 18446744073709551616.0 - 0.5)
        AS "expenditure_m",

    CAST("weight" AS DOUBLE) AS "weight",
    CAST("weight" AS DOUBLE) + $noise * "sd_weight" * sqrt(12)
        * (CAST(hash(person_id, 2) AS DOUBLE) / 18446744073709551616.0 - 0.5)
        AS "weight_m",

    CAST("age" AS DOUBLE) AS "age",
    CAST("age" AS DOUBLE) + $noise * "sd_age" * sqrt(12)
        * (CAST(hash(person_id, 3) AS DOUBLE) / 18446744073709551616.0 - 0.5)
        AS "age_m"

FROM kept, sds
ORDER BY person_id
