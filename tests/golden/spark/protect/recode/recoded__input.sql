WITH __sdc_rc0 AS (
  SELECT
    *
  FROM `__sdc_src_p`
), __sdc_rc1 AS (
  SELECT
    `person_id`,
    `household_id`,
    `household_size`,
    `person_number`,
    `region`,
    `stratum`,
    `urban`,
    `weight`,
    `sex`,
    CASE
      WHEN `age` IS NULL
      THEN NULL
      WHEN `age` < :sdc_rc_p_0[0]
      THEN RAISE_ERROR(GETVARIABLE('sdc_rc_p_2'))
      WHEN `age` < :sdc_rc_p_0[1]
      THEN CAST(:sdc_rc_p_1[0] AS STRING)
      WHEN `age` < :sdc_rc_p_0[2]
      THEN CAST(:sdc_rc_p_1[1] AS STRING)
      WHEN `age` < :sdc_rc_p_0[3]
      THEN CAST(:sdc_rc_p_1[2] AS STRING)
      WHEN `age` < :sdc_rc_p_0[4]
      THEN CAST(:sdc_rc_p_1[3] AS STRING)
      WHEN `age` < :sdc_rc_p_0[5]
      THEN CAST(:sdc_rc_p_1[4] AS STRING)
      WHEN `age` < :sdc_rc_p_0[6]
      THEN CAST(:sdc_rc_p_1[5] AS STRING)
      WHEN `age` < :sdc_rc_p_0[7]
      THEN CAST(:sdc_rc_p_1[6] AS STRING)
      WHEN `age` < :sdc_rc_p_0[8]
      THEN CAST(:sdc_rc_p_1[7] AS STRING)
      ELSE CAST(:sdc_rc_p_1[8] AS STRING)
    END AS `age`,
    `marital_status`,
    `household_type`,
    `citizenship`,
    `education`,
    `employment_status`,
    `income`,
    `expenditure`
  FROM __sdc_rc0
)
SELECT
  *
FROM __sdc_rc1
