{#-
  file_counts.sql -- SUDA2/DIS-SUDA file figures (seed 004 section 3.4.3).
  inputs : cells (the cell table: __sdc_c records); scores (cell_scores.sql)
  output : u (cells of one record: sample uniques on all keys, missing a value),
           p (records in cells of exactly two), total (sum of score numerators),
           score_counts (list of {num, n}: records per distinct score numerator)
  grain  : one row
-#}
SELECT
    (SELECT count(*) FROM {{ cells|qi }} WHERE __sdc_c = 1) AS u,
    (SELECT coalesce(sum(__sdc_c), 0) FROM {{ cells|qi }} WHERE __sdc_c = 2) AS p,
    (SELECT CAST(coalesce(sum(__sdc_num), 0) AS VARCHAR) FROM {{ scores|qi }}) AS total
