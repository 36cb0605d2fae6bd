{#-
  mad_counts.sql -- sdcMicro's "observations with higher risk than the main part of
  the data" (the risk method sdcmicro): records with r > median(r) + 2 mad(r) and
  r > 0.1, and the same with 3 mad; median and mad as R's (the mean of the two middle
  values for an even count; mad scaled by 1.4826), over records (cells weighted by
  their record count; no record is read).
  inputs : cell_risk (cells with __sdc_c, risk)
  params : $scale (1.4826)
  output : med, mad (scaled), above_2mad, above_3mad
  grain  : one row
-#}
{% import "risk/individual/_weighted.sql" as wq %}
WITH n AS (
    SELECT sum(__sdc_c) AS n FROM {{ cell_risk|qi }}
), med AS (
    SELECT {{ wq.weighted_median(cell_risk|qi, "risk", "__sdc_c", "(SELECT n FROM n)") }} AS med
), mad AS (
    SELECT $scale * {{ wq.weighted_median("(SELECT abs(risk - (SELECT med FROM med)) AS dev, __sdc_c FROM " ~ (cell_risk|qi) ~ ")",
                                          "dev", "__sdc_c", "(SELECT n FROM n)") }} AS mad
)
SELECT
    (SELECT med FROM med) AS med,
    (SELECT mad FROM mad) AS mad,
    coalesce(sum(__sdc_c) FILTER (WHERE risk > 0.1
        AND risk > (SELECT med FROM med) + 2 * (SELECT mad FROM mad)), 0) AS above_2mad,
    coalesce(sum(__sdc_c) FILTER (WHERE risk > 0.1
        AND risk > (SELECT med FROM med) + 3 * (SELECT mad FROM mad)), 0) AS above_3mad
FROM {{ cell_risk|qi }}
