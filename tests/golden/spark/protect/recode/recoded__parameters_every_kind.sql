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
    `age`,
    CASE
      WHEN ARRAY_CONTAINS(:sdc_rc_p_0, CAST(`marital_status` AS DOUBLE))
      THEN CAST(`marital_status` AS BIGINT)
      ELSE CASE
        WHEN `marital_status` IS NULL
        THEN NULL
        WHEN ARRAY_CONTAINS(:sdc_rc_p_1, `marital_status`)
        THEN CAST(ELEMENT_AT(:sdc_rc_p_2, CAST(ARRAY_POSITION(:sdc_rc_p_1, `marital_status`) AS INT)) AS BIGINT)
        ELSE CAST(`marital_status` AS BIGINT)
      END
    END AS `marital_status`,
    `household_type`,
    `citizenship`,
    `education`,
    `employment_status`,
    `income`,
    `expenditure`
  FROM __sdc_rc0
), __sdc_rc2 AS (
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
      WHEN `age` < :sdc_rc_p_3_1
      THEN RAISE_ERROR(:sdc_rc_p_5)
      WHEN `age` <= :sdc_rc_p_3_2
      THEN CAST(:sdc_rc_p_4_1 AS STRING)
      WHEN `age` <= :sdc_rc_p_3_3
      THEN CAST(:sdc_rc_p_4_2 AS STRING)
      ELSE CAST(:sdc_rc_p_4_3 AS STRING)
    END AS `age`,
    `marital_status`,
    `household_type`,
    `citizenship`,
    `education`,
    `employment_status`,
    `income`,
    `expenditure`
  FROM __sdc_rc1
), __sdc_rc3 AS (
  SELECT
    `person_id`,
    `household_id`,
    `household_size`,
    `person_number`,
    `region`,
    CASE
      WHEN `stratum` IS NULL
      THEN NULL
      WHEN `stratum` < 0 OR `stratum` >= :sdc_rc_p_7
      THEN RAISE_ERROR(:sdc_rc_p_8)
      ELSE CAST(`stratum` AS BIGINT) DIV :sdc_rc_p_6
    END AS `stratum`,
    `urban`,
    `weight`,
    `sex`,
    `age`,
    `marital_status`,
    `household_type`,
    `citizenship`,
    `education`,
    `employment_status`,
    `income`,
    `expenditure`
  FROM __sdc_rc2
), __sdc_rc4 AS (
  SELECT
    `person_id`,
    `household_id`,
    `household_size`,
    `person_number`,
    LEFT(CAST(`region` AS STRING), :sdc_rc_p_9) AS `region`,
    `stratum`,
    `urban`,
    `weight`,
    `sex`,
    `age`,
    `marital_status`,
    `household_type`,
    `citizenship`,
    `education`,
    `employment_status`,
    `income`,
    `expenditure`
  FROM __sdc_rc3
), __sdc_rc5 AS (
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
    `age`,
    `marital_status`,
    CASE
      WHEN `household_type` < :sdc_rc_p_10
      THEN :sdc_rc_p_11
      ELSE `household_type`
    END AS `household_type`,
    `citizenship`,
    `education`,
    `employment_status`,
    `income`,
    `expenditure`
  FROM __sdc_rc4
)
SELECT
  *
FROM __sdc_rc5
