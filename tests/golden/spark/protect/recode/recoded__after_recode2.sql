WITH __sdc_rc0 AS (
  SELECT
    *
  FROM `__sdc_recoded_p_1`
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
    `marital_status`,
    `household_type`,
    `citizenship`,
    `education`,
    `employment_status`,
    CASE
      WHEN `income` > :sdc_rc_p_5
      THEN CAST(:sdc_rc_p_6 AS DOUBLE)
      ELSE CAST(`income` AS DOUBLE)
    END AS `income`,
    `expenditure`
  FROM __sdc_rc0
)
SELECT
  *
FROM __sdc_rc1
