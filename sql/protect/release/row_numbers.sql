{#-
  protect/release/row_numbers.sql -- the rows of a numbered relation (numbered.sql)
  numbered 1..n in its order: the rows of the earlier partitions plus the place in
  the partition (the id's low 33 bits) plus 1.
  inputs : numbered (the relation of numbered.sql); starts (part, start: the rows of the
           partitions before it, from partition_counts.sql)
  output : the numbered relation's columns, __sdc_n (from 1)
  grain  : one row per row of numbered
-#}
SELECT t.*, s.start + t.__sdc_m % 8589934592 + 1 AS __sdc_n
FROM {{ numbered|qi }} AS t
JOIN {{ starts|qi }} AS s ON s.part = t.__sdc_m // 8589934592
