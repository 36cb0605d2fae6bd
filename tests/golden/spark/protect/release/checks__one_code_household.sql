SELECT
  NOT TRY_CAST(:code0 AS BIGINT) IS NULL AS castable0,
  COUNT(*) FILTER(WHERE
    `age` = TRY_CAST(:code0 AS BIGINT)) AS collisions0,
  COUNT(*) FILTER(WHERE
    `hh` IS NULL) AS null_households
FROM `__sdc_release_p`
