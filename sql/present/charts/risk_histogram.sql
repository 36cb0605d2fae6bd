{#-
  risk_histogram.sql -- the risk distribution on a logarithmic axis, for the risk
  chart (seed 000 section 7.3.1: histogram of the individual risks on a log scale,
  and its cumulative view; section 7.4 for the household risk).
  Computed from units (cells or households) weighted by their records, never from
  records: a bin holds the units whose risk r has floor(log10(r) * per_decade) = bin.
  inputs : relation (a cell-risk or household table); value (its risk column);
           weight (records per unit: __sdc_c for cells, members for households);
           per_decade (bins per power of ten, an internal integer)
  output : bin (NULL for risk 0, which a log axis cannot show), lower and upper
           (the bin's risk range, lower <= r < upper), units, records,
           records_at_or_above (records whose risk is >= lower: the unsafe records
           at threshold lower under the rule '>=')
  grain  : one row per non-empty bin
-#}
WITH binned AS (
    SELECT
        CASE WHEN {{ value|qi }} > 0
             THEN CAST(floor(log10({{ value|qi }}) * {{ per_decade|int }}) AS BIGINT) END AS bin,
        count(*) AS units,
        CAST(sum({{ weight|qi }}) AS BIGINT) AS records
    FROM {{ relation|qi }}
    GROUP BY ALL
)
SELECT
    bin,
    CASE WHEN bin IS NULL THEN 0.0 ELSE power(10.0, bin / {{ per_decade|int }}.0) END AS lower,
    CASE WHEN bin IS NULL THEN 0.0 ELSE power(10.0, (bin + 1) / {{ per_decade|int }}.0) END AS upper,
    CAST(units AS BIGINT) AS units,
    records,
    CAST(sum(records) OVER (ORDER BY bin DESC NULLS LAST
                            ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS BIGINT)
        AS records_at_or_above
FROM binned
ORDER BY bin NULLS FIRST
