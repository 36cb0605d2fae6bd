SELECT 2 AS key,
    (SELECT count(DISTINCT __sdc_k2) FROM "__sdc_p1_cells") AS categories_before,
    (SELECT count(DISTINCT __sdc_k2) FROM "__sdc_p1_rg1_base0") AS categories_after,
    (SELECT coalesce(sum(abs(coalesce(b.n, 0) - coalesce(a.n, 0))), 0)
     FROM (SELECT CAST(__sdc_k2 AS VARCHAR) AS v, sum(__sdc_c) AS n
           FROM "__sdc_p1_cells" GROUP BY 1) AS b
     FULL OUTER JOIN
          (SELECT CAST(__sdc_k2 AS VARCHAR) AS v, sum(__sdc_c) AS n
           FROM "__sdc_p1_rg1_base0" GROUP BY 1) AS a
     ON b.v IS NOT DISTINCT FROM a.v) AS marginal_loss


ORDER BY key
