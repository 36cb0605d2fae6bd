WITH words AS (
  SELECT
    __sdc_cell,
    BIT_OR(
      CASE
        WHEN (
          SHIFTRIGHT(mask, 5)
        ) = 0
        THEN SHIFTLEFT(CAST(1 AS BIGINT), CAST(mask & 31 AS INT))
        ELSE CAST(0 AS BIGINT)
      END
    ) AS __sdc_u0
  FROM `__sdc_suda2_unique_p`
  GROUP BY
    __sdc_cell
), minimal AS (
  SELECT
    __sdc_cell,
    __sdc_u0 & ~(
      CAST(0 AS BIGINT) | (
        SHIFTLEFT((
          __sdc_u0 & CAST(1431655765 AS BIGINT)
        ), 1)
      ) | (
        SHIFTLEFT((
          __sdc_u0 & CAST(858993459 AS BIGINT)
        ), 2)
      ) | (
        SHIFTLEFT((
          __sdc_u0 & CAST(252645135 AS BIGINT)
        ), 4)
      )
    ) AS __sdc_m0
  FROM words
)
SELECT
  u.__sdc_cell,
  u.mask,
  CAST(BIT_COUNT(u.mask) AS INT) AS size
FROM `__sdc_suda2_unique_p` AS u
JOIN minimal AS m
  USING (__sdc_cell)
WHERE
  (
    SHIFTRIGHT(
      (
        CASE SHIFTRIGHT(u.mask, 5) WHEN 0 THEN m.__sdc_m0 END
      ),
      CAST(u.mask & 31 AS INT)
    )
  ) & 1 = 1
