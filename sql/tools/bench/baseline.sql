{#-
  baseline.sql -- the benchmark's yardstick: a plain GROUP BY of the keys (records and
  weight sum per key pattern) joined back to the records, what any engine does in
  one pass (docs/benchmarks.md).
  inputs : table (the demo survey); keys (the demo keys); weight
  output : every column of table, n (records of the pattern), w (its weight sum)
  grain  : one row per record
-#}
SELECT t.*, c.n, c.w FROM {{ table|qi }} AS t JOIN (SELECT {% for k in keys %}{{ k|qi }}{{ ", " if not loop.last }}{% endfor %}, count(*) AS n, sum({{ weight|qi }}) AS w FROM {{ table|qi }} GROUP BY ALL) AS c USING ({% for k in keys %}{{ k|qi }}{{ ", " if not loop.last }}{% endfor %})
