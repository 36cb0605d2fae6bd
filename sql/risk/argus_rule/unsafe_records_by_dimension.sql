{#-
  unsafe_records_by_dimension.sql -- records in at least one unsafe combination, per
  dimension and over all dimensions (the left panel of mu-Argus's output window,
  seed 000 section 7.2.1).
  inputs : cells (the cell table the frequencies came from); frequencies (the
           relation of combination_frequencies.sql); sets (as there)
  output : dimension (0 for any dimension), unsafe_records
  grain  : one row per dimension with an unsafe combination, plus dimension 0
-#}
WITH unsafe_cells AS (
    {% for s in sets %}
    {{ "UNION ALL" if not loop.first }}
    SELECT c.__sdc_cell, {{ s.dimension|int }} AS dimension
    FROM {{ cells|qi }} AS c
    JOIN {{ frequencies|qi }} AS u
      ON u.set_id = {{ s.id|int }} AND u.unsafe
      {% for i in s.cols %} AND c.__sdc_k{{ i|int }} = u.__sdc_k{{ i|int }}{% endfor %}
    {% endfor %}
), per_cell AS (
    SELECT DISTINCT __sdc_cell, dimension FROM unsafe_cells
    UNION ALL
    SELECT DISTINCT __sdc_cell, 0 FROM unsafe_cells
)
SELECT p.dimension, CAST(sum(c.__sdc_c) AS BIGINT) AS unsafe_records
FROM per_cell AS p JOIN {{ cells|qi }} AS c USING (__sdc_cell)
GROUP BY p.dimension
