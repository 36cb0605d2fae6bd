WITH __sdc_rc0 AS (SELECT * FROM "__sdc_recoded_p_0")

, __sdc_rc1 AS (

    SELECT * REPLACE (


CASE WHEN "marital_status" IS NULL THEN NULL
     WHEN list_contains(getvariable('sdc_rc_p_3'), "marital_status")

     THEN CAST(getvariable('sdc_rc_p_4')[list_position(getvariable('sdc_rc_p_3'), "marital_status")] AS BIGINT)

     ELSE CAST("marital_status" AS BIGINT) END AS "marital_status")

    FROM __sdc_rc0
)

SELECT * FROM __sdc_rc1
