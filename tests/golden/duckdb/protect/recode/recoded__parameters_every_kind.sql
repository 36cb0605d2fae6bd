WITH __sdc_rc0 AS (SELECT * FROM "__sdc_src_p")

, __sdc_rc1 AS (

    SELECT * REPLACE (
CASE WHEN list_contains($sdc_rc_p_0, CAST("marital_status" AS DOUBLE))
     THEN CAST("marital_status" AS BIGINT) ELSE 

CASE WHEN "marital_status" IS NULL THEN NULL
     WHEN list_contains($sdc_rc_p_1, "marital_status")

     THEN CAST($sdc_rc_p_2[list_position($sdc_rc_p_1, "marital_status")] AS BIGINT)

     ELSE CAST("marital_status" AS BIGINT) END END AS "marital_status")

    FROM __sdc_rc0
)

, __sdc_rc2 AS (

    SELECT * REPLACE (


CASE WHEN "age" IS NULL THEN NULL
     WHEN "age" < $sdc_rc_p_3_1 THEN error($sdc_rc_p_5)

     WHEN "age" <= $sdc_rc_p_3_2 THEN CAST($sdc_rc_p_4_1 AS VARCHAR)

     WHEN "age" <= $sdc_rc_p_3_3 THEN CAST($sdc_rc_p_4_2 AS VARCHAR)

     ELSE CAST($sdc_rc_p_4_3 AS VARCHAR) END AS "age")

    FROM __sdc_rc1
)

, __sdc_rc3 AS (

    SELECT * REPLACE (


CASE WHEN "stratum" IS NULL THEN NULL
     WHEN "stratum" < 0 OR "stratum" >= $sdc_rc_p_7 THEN error($sdc_rc_p_8)
     ELSE CAST("stratum" AS BIGINT) // $sdc_rc_p_6 END AS "stratum")

    FROM __sdc_rc2
)

, __sdc_rc4 AS (

    SELECT * REPLACE (


left(CAST("region" AS VARCHAR), $sdc_rc_p_9) AS "region")

    FROM __sdc_rc3
)

, __sdc_rc5 AS (

    SELECT * REPLACE (


CASE WHEN "household_type" < $sdc_rc_p_10 THEN $sdc_rc_p_11 ELSE "household_type" END AS "household_type")

    FROM __sdc_rc4
)

SELECT * FROM __sdc_rc5
