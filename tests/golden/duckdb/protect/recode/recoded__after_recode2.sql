WITH __sdc_rc0 AS (SELECT * FROM "__sdc_recoded_p_1")

, __sdc_rc1 AS (

    SELECT * REPLACE (


CASE WHEN "income" > getvariable('sdc_rc_p_5') THEN CAST(getvariable('sdc_rc_p_6') AS DOUBLE) ELSE CAST("income" AS DOUBLE) END AS "income")

    FROM __sdc_rc0
)

SELECT * FROM __sdc_rc1
