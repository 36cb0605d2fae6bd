{#-
  msu.sql -- SUDA2: the minimal sample uniques (MSUs) among the unique subsets.
  inputs : unique (unique_subsets.sql: __sdc_cell, mask); q (the number of keys)
  output : __sdc_cell, mask, size (keys in the subset)
  grain  : one row per (cell, MSU)
  method : uniqueness is inherited by supersets, so a unique subset is minimal when
           no subset with one key fewer is unique for the same cell: an anti-join on
           (cell, mask - 2^v), never a theta join
-#}
WITH spoiled AS (
    SELECT DISTINCT u.__sdc_cell, u.mask
    FROM {{ unique|qi }} AS u
    CROSS JOIN (VALUES {% for v in range(q) %}({{ v|int }}){{ ", " if not loop.last }}{% endfor %}) AS t(v)
    JOIN {{ unique|qi }} AS s
      ON s.__sdc_cell = u.__sdc_cell AND s.mask = u.mask - (CAST(1 AS BIGINT) << t.v)
    WHERE (u.mask >> t.v) & 1 = 1
)
SELECT u.__sdc_cell, u.mask, CAST(bit_count(u.mask) AS INTEGER) AS size
FROM {{ unique|qi }} AS u
ANTI JOIN spoiled USING (__sdc_cell, mask)
