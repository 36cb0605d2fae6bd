WITH ranked AS (
    SELECT
        un.*,
        row_number() OVER (
PARTITION BY un."region"
            ORDER BY d.u, un.__sdc_unit) AS __sdc_rank,
        count(*) OVER (
PARTITION BY un."region"
            ) AS __sdc_n
    FROM "__sdc_sampling_units_p" AS un
    JOIN "__sdc_sampling_draws_p" AS d ON d.__sdc_id = un.__sdc_unit
),
sized AS (
    SELECT *, greatest(1, CAST(floor(__sdc_f * __sdc_n + 0.5) AS BIGINT)) AS __sdc_m
    FROM ranked
)
SELECT
    __sdc_key,
    __sdc_unit,
    "region",
    __sdc_n,
    __sdc_m,
    __sdc_rank <= __sdc_m AS __sdc_selected
FROM sized
