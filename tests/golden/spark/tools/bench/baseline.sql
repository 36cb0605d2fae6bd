SELECT
  t.*,
  c.n,
  c.w
FROM `survey` AS t
JOIN (
  SELECT
    `region`,
    `sex`,
    `age`,
    `marital_status`,
    `citizenship`,
    `education`,
    COUNT(*) AS n,
    SUM(`weight`) AS w
  FROM `survey`
  GROUP BY ALL
) AS c
  USING (`region`, `sex`, `age`, `marital_status`, `citizenship`, `education`)
