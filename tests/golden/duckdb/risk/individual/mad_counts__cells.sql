WITH n AS (
    SELECT sum(__sdc_c) AS n FROM "__sdc_cell_risk_sdcmicro_p"
), med AS (
    SELECT (SELECT (min(v) FILTER (WHERE cum >= ((SELECT n FROM n) + 1) // 2) + min(v) FILTER (WHERE cum >= (SELECT n FROM n) // 2 + 1)) / 2
 FROM (SELECT risk AS v, sum(__sdc_c) OVER (ORDER BY risk ROWS UNBOUNDED PRECEDING) AS cum
       FROM "__sdc_cell_risk_sdcmicro_p")) AS med
), mad AS (
    SELECT $scale * (SELECT (min(v) FILTER (WHERE cum >= ((SELECT n FROM n) + 1) // 2) + min(v) FILTER (WHERE cum >= (SELECT n FROM n) // 2 + 1)) / 2
 FROM (SELECT dev AS v, sum(__sdc_c) OVER (ORDER BY dev ROWS UNBOUNDED PRECEDING) AS cum
       FROM (SELECT abs(risk - (SELECT med FROM med)) AS dev, __sdc_c FROM "__sdc_cell_risk_sdcmicro_p"))) AS mad
)
SELECT
    (SELECT med FROM med) AS med,
    (SELECT mad FROM mad) AS mad,
    coalesce(sum(__sdc_c) FILTER (WHERE risk > 0.1
        AND risk > (SELECT med FROM med) + 2 * (SELECT mad FROM mad)), 0) AS above_2mad,
    coalesce(sum(__sdc_c) FILTER (WHERE risk > 0.1
        AND risk > (SELECT med FROM med) + 3 * (SELECT mad FROM mad)), 0) AS above_3mad
FROM "__sdc_cell_risk_sdcmicro_p"
