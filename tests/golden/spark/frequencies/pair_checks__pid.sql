SELECT
  (
    SELECT
      COUNT(*) FILTER(WHERE
        `pid` IS NULL)
    FROM `__sdc_release_p1`
  ) AS missing_p,
  (
    SELECT
      COUNT(*) - COUNT(DISTINCT `pid`) - COUNT(*) FILTER(WHERE
        `pid` IS NULL)
    FROM `__sdc_release_p1`
  ) AS repeated_p,
  (
    SELECT
      COUNT(*) FILTER(WHERE
        `pid` IS NULL)
    FROM `__sdc_release_o1`
  ) AS missing_o,
  (
    SELECT
      COUNT(*) - COUNT(DISTINCT `pid`) - COUNT(*) FILTER(WHERE
        `pid` IS NULL)
    FROM `__sdc_release_o1`
  ) AS repeated_o,
  (
    SELECT
      COUNT(*)
    FROM `__sdc_release_p1` AS p
    WHERE
      NOT EXISTS(
        SELECT
          1
        FROM `__sdc_release_o1` AS o
        WHERE
          CAST(o.`pid` AS STRING) = CAST(p.`pid` AS STRING)
      )
  ) AS unmatched
