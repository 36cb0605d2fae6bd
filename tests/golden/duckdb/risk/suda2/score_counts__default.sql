SELECT CAST(__sdc_num AS VARCHAR) AS num, count(*) AS n
FROM "__sdc_suda2_scores_p"
GROUP BY __sdc_num
