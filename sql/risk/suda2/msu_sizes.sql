{#-
  msu_sizes.sql -- SUDA2: MSUs by size.
  inputs : msu (__sdc_cell, mask, size)
  output : size, n (MSUs)
  grain  : one row per MSU size found
-#}
SELECT size, count(*) AS n
FROM {{ msu|qi }}
GROUP BY size
