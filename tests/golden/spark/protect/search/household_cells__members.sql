WITH __sdc_members AS (
  SELECT
    __sdc_row,
    MIN(__sdc_row) OVER (PARTITION BY __sdc_hh) AS household,
    MIN(__sdc_row) OVER (
      PARTITION BY CAST(__sdc_k0 AS STRING), CAST(__sdc_k1 AS STRING), CAST(__sdc_k2 AS STRING)
    ) AS cell,
    COUNT(*) OVER (PARTITION BY __sdc_hh) AS household_size
  FROM `__sdc_keyed_p`
), __sdc_pairs AS (
  SELECT
    household,
    cell,
    COUNT(*) AS n,
    MAX(household_size) AS household_size
  FROM __sdc_members
  GROUP BY
    household,
    cell
), __sdc_compositions AS (
  SELECT
    household,
    MIN(household) OVER (PARTITION BY household_size, composition) AS composition
  FROM (
    SELECT
      household,
      MAX(household_size) AS household_size,
      ARRAY_JOIN(
        ARRAY_SORT(COLLECT_LIST(LPAD(CAST(cell AS STRING), 20, '0') || ':' || CAST(n AS STRING))),
        ','
      ) AS composition
    FROM __sdc_pairs
    GROUP BY
      household
  ) AS households
)
SELECT
  c.composition AS household,
  p.cell,
  MIN(p.n) AS n,
  MAX(p.household_size) AS household_size,
  COUNT(*) AS households
FROM __sdc_pairs AS p
JOIN __sdc_compositions AS c
  ON p.household = c.household
GROUP BY
  c.composition,
  p.cell
ORDER BY
  household NULLS LAST,
  cell NULLS LAST
