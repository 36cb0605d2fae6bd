WITH d AS (
    SELECT CAST(k."pid" AS BIGINT) AS __sdc_id, k."region", k."sex", u.__sdc_u0, k."marital_status", u.__sdc_u1
    FROM "__sdc_keyed_p" AS k
    JOIN "__sdc_pram_draws_p" AS u ON u.__sdc_id = CAST(k."pid" AS BIGINT)
),
n0 AS (
    SELECT d.__sdc_id, b.__sdc_to AS __sdc_v
    FROM d
    JOIN "__sdc_pram_bounds0_p" AS b
      ON b.__sdc_from = d."sex" AND b."region" = d."region"
     AND d.__sdc_u0 >= b.__sdc_lo AND d.__sdc_u0 < b.__sdc_hi
),
n1 AS (
    SELECT d.__sdc_id, b.__sdc_to AS __sdc_v
    FROM d
    JOIN "__sdc_pram_bounds1_p" AS b
      ON b.__sdc_from = d."marital_status" AND b."region" = d."region"
     AND d.__sdc_u1 >= b.__sdc_lo AND d.__sdc_u1 < b.__sdc_hi
)
SELECT d.__sdc_id,
    n0.__sdc_v AS "sex",
    n1.__sdc_v AS "marital_status"
FROM d
LEFT JOIN n0 ON n0.__sdc_id = d.__sdc_id
LEFT JOIN n1 ON n1.__sdc_id = d.__sdc_id
