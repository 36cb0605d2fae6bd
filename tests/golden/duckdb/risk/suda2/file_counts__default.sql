SELECT
    (SELECT count(*) FROM "__sdc_cells_p" WHERE __sdc_c = 1) AS u,
    (SELECT coalesce(sum(__sdc_c), 0) FROM "__sdc_cells_p" WHERE __sdc_c = 2) AS p,
    (SELECT CAST(coalesce(sum(__sdc_num), 0) AS VARCHAR) FROM "__sdc_suda2_scores_p") AS total
