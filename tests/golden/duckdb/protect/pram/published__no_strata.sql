WITH d AS (
    SELECT CAST(k."__sdc_row" AS BIGINT) AS __sdc_id, k."sex", u.__sdc_u0
    FROM "__sdc_keyed_p" AS k
    JOIN "__sdc_pram_draws_p" AS u ON u.__sdc_id = CAST(k."__sdc_row" AS BIGINT)
),
n0 AS (
    SELECT d.__sdc_id, b.__sdc_to AS __sdc_v
    FROM d
    JOIN "__sdc_pram_bounds0_p" AS b
      ON b.__sdc_from = d."sex"
     AND d.__sdc_u0 >= b.__sdc_lo AND d.__sdc_u0 < b.__sdc_hi
)
SELECT d.__sdc_id,
    n0.__sdc_v AS "sex"
FROM d
LEFT JOIN n0 ON n0.__sdc_id = d.__sdc_id
