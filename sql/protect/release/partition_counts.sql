{#-
  protect/release/partition_counts.sql -- the rows of each partition of a numbered
  relation (numbered.sql): one row per partition, fetched to number the rows.
  inputs : numbered (the relation of numbered.sql)
  output : part (the partition: the id's high bits), n (its rows)
  grain  : one row per partition
-#}
SELECT __sdc_m // 8589934592 AS part, count(*) AS n
FROM {{ numbered|qi }}
GROUP BY 1
