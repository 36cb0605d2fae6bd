SELECT
    "region",
    max(__sdc_n) AS n,
    max(__sdc_m) AS m,
    count(*) FILTER (WHERE __sdc_selected) AS k
FROM "__sdc_sampling_selected_p"
GROUP BY "region"
