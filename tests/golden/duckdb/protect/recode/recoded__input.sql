WITH __sdc_rc0 AS (SELECT * FROM "__sdc_src_p")

, __sdc_rc1 AS (

    SELECT * REPLACE (


CASE WHEN "age" IS NULL THEN NULL
     WHEN "age" < getvariable('sdc_rc_p_0')[1] THEN error(getvariable('sdc_rc_p_2'))

     WHEN "age" < getvariable('sdc_rc_p_0')[2] THEN CAST(getvariable('sdc_rc_p_1')[1] AS VARCHAR)

     WHEN "age" < getvariable('sdc_rc_p_0')[3] THEN CAST(getvariable('sdc_rc_p_1')[2] AS VARCHAR)

     WHEN "age" < getvariable('sdc_rc_p_0')[4] THEN CAST(getvariable('sdc_rc_p_1')[3] AS VARCHAR)

     WHEN "age" < getvariable('sdc_rc_p_0')[5] THEN CAST(getvariable('sdc_rc_p_1')[4] AS VARCHAR)

     WHEN "age" < getvariable('sdc_rc_p_0')[6] THEN CAST(getvariable('sdc_rc_p_1')[5] AS VARCHAR)

     WHEN "age" < getvariable('sdc_rc_p_0')[7] THEN CAST(getvariable('sdc_rc_p_1')[6] AS VARCHAR)

     WHEN "age" < getvariable('sdc_rc_p_0')[8] THEN CAST(getvariable('sdc_rc_p_1')[7] AS VARCHAR)

     WHEN "age" < getvariable('sdc_rc_p_0')[9] THEN CAST(getvariable('sdc_rc_p_1')[8] AS VARCHAR)

     ELSE CAST(getvariable('sdc_rc_p_1')[9] AS VARCHAR) END AS "age")

    FROM __sdc_rc0
)

SELECT * FROM __sdc_rc1
