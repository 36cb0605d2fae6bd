{#-
  score_counts.sql -- SUDA2: records per distinct score, for the DIS-SUDA sum A.
  inputs : scores (cell_scores.sql)
  output : num (the score numerator, as text: it may pass 2^63), n (cells, each one
           record: a cell with an MSU holds one record)
  grain  : one row per distinct score
-#}
SELECT CAST(__sdc_num AS VARCHAR) AS num, count(*) AS n
FROM {{ scores|qi }}
GROUP BY __sdc_num
