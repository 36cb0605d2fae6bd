WITH ranked AS (
  SELECT
    un.*,
    ROW_NUMBER() OVER (ORDER BY d.u NULLS LAST, un.__sdc_unit NULLS LAST) AS __sdc_rank,
    COUNT(*) OVER () AS __sdc_n
  FROM `__sdc_sampling_units_p` AS un
  JOIN `__sdc_sampling_draws_p` AS d
    ON d.__sdc_id = un.__sdc_unit
), sized AS (
  SELECT
    *,
    GREATEST(1, CAST(FLOOR(__sdc_f * __sdc_n + 0.5) AS BIGINT)) AS __sdc_m
  FROM ranked
)
SELECT
  __sdc_key,
  __sdc_unit,
  __sdc_n,
  __sdc_m,
  __sdc_rank <= __sdc_m AS __sdc_selected
FROM sized
