WITH __sdc_rc0 AS (
  SELECT
    *
  FROM `__sdc_recoded_p_0`
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
      WHEN `marital_status` IS NULL
      THEN NULL
      WHEN ARRAY_CONTAINS(:sdc_rc_p_3, `marital_status`)
      THEN CAST(ELEMENT_AT(:sdc_rc_p_4, CAST(ARRAY_POSITION(:sdc_rc_p_3, `marital_status`) AS INT)) AS BIGINT)
      ELSE CAST(`marital_status` AS BIGINT)
    END AS `marital_status`,
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
