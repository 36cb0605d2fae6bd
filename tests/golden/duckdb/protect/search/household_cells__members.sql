SELECT household, min(household_id) AS household_id, cell, count(*) AS n,
    max(household_size) AS household_size
FROM (
    SELECT
        min(__sdc_row) OVER (PARTITION BY __sdc_hh) AS household,
        CAST(__sdc_hh AS VARCHAR) AS household_id,
        min(__sdc_row) OVER (PARTITION BY CAST(__sdc_k0 AS VARCHAR), CAST(__sdc_k1 AS VARCHAR), CAST(__sdc_k2 AS VARCHAR)) AS cell,
        count(*) OVER (PARTITION BY __sdc_hh) AS household_size
    FROM "__sdc_keyed_p"
)
GROUP BY household, cell
ORDER BY household, cell
