{#-
  protect/release/numbered.sql -- the first step of numbering a relation's rows 1..n in
  an order without a window over every row (Spark: such a window runs in one task):
  each row's monotonically_increasing_id (its partition in the high bits, its place in
  the partition in the low 33 bits) after a distributed sort by `order`; the
  partitions' counts (partition_counts.sql) then give each partition's first number
  (row_numbers.sql).  Materialised, so that the ids stay put.
  inputs : relation (name); order (columns to sort by, or none: the order read)
  output : the relation's columns, __sdc_m (the id)
  grain  : one row per row of relation
-#}
SELECT *, monotonically_increasing_id() AS __sdc_m
FROM (SELECT * FROM {{ relation|qi }}
{%- if order %}
      ORDER BY {% for c in order %}{{ c|qi }}{{ ", " if not loop.last }}{% endfor %}
{%- endif %}) AS t
