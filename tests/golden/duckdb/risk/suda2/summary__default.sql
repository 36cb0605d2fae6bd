SELECT
    (SELECT coalesce(sum(__sdc_c), 0) FROM "__sdc_suda2_cells_p") AS records,
    (SELECT list({'size': size, 'n': n} ORDER BY size)
     FROM (SELECT size, count(*) AS n FROM "__sdc_suda2_msu_p" GROUP BY size)) AS msu_by_size,
    [
        (SELECT coalesce(sum(__sdc_c), 0) FROM "__sdc_suda2_cells_p" WHERE dis_suda2_score = 0),

        (SELECT count(*) FROM "__sdc_suda2_cells_p"
         WHERE dis_suda2_score > 0 AND dis_suda2_score <= $bands[1]),

        (SELECT count(*) FROM "__sdc_suda2_cells_p"
         WHERE dis_suda2_score > $bands[1] AND dis_suda2_score <= $bands[2]),

        (SELECT count(*) FROM "__sdc_suda2_cells_p"
         WHERE dis_suda2_score > $bands[2] AND dis_suda2_score <= $bands[3]),

        (SELECT count(*) FROM "__sdc_suda2_cells_p"
         WHERE dis_suda2_score > $bands[3] AND dis_suda2_score <= $bands[4]),

        (SELECT count(*) FROM "__sdc_suda2_cells_p"
         WHERE dis_suda2_score > $bands[4] AND dis_suda2_score <= $bands[5]),

        (SELECT count(*) FROM "__sdc_suda2_cells_p"
         WHERE dis_suda2_score > $bands[5] AND dis_suda2_score <= $bands[6]),

        (SELECT count(*) FROM "__sdc_suda2_cells_p"
         WHERE dis_suda2_score > $bands[6] AND dis_suda2_score <= $bands[7]),

        (SELECT count(*) FROM "__sdc_suda2_cells_p" WHERE dis_suda2_score > $bands[7])
    ] AS dis_bands
