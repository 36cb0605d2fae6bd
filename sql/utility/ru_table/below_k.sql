{#-
  below_k.sql -- for each k of the candidates, the records and the cells (key patterns)
  with fk < k: the records k-anonymity would make unsafe (seed 004 section 3.3), from a
  cell table; with missing keys fk is the cell's compatible count (the spec's missing
  mode), as the protect step's k mode counts it.
  inputs : cells (a cell table: __sdc_c records, fk); ks (integers >= 1)
  output : r<k> (records with fk < k), c<k> (cells with fk < k) for each k
  grain  : one row
-#}
SELECT
{% for k in ks %}
    coalesce(sum(__sdc_c) FILTER (WHERE fk < {{ k|int }}), 0) AS r{{ k|int }},
    count(*) FILTER (WHERE fk < {{ k|int }}) AS c{{ k|int }}{{ "," if not loop.last }}
{% endfor %}
FROM {{ cells|qi }}
