{#-
  argus_unsafe.sql -- the ARGUS rule on combinations of keys as the protection target:
  the records whose value combination on a combination of keys occurs fewer than $k
  times, a missing value never matched (a record with a missing value on the
  combination has no combination there, seed 003 section 3.3.4).
  inputs : keyed (the keyed view of the current file, with row_column); row_column;
           combos: one per combination, {id, cols (key positions, strata included),
           dimension, open (the combination has a suppressible key)}
  params : $k
  options: with_combo (default true): false leaves combo_id out (the rows of
           kanon_violations.sql's table)
  output : row_column, combo_id, dimension, open
  grain  : one row per (record, combination on which it is below $k)
  method : per combination one GROUP BY over the records without a missing value on
           it, the rare value combinations joined back to their records (equi-join)
-#}
{% for s in combos %}
{{ "UNION ALL" if not loop.first }}
SELECT r.{{ row_column|qi }}, {% if with_combo is not defined or with_combo %}{{ s.id|int }} AS combo_id, {% endif %}CAST({{ s.dimension|int }} AS INTEGER) AS dimension, {{ "true" if s.open else "false" }} AS open
FROM {{ keyed|qi }} AS r
JOIN (
    SELECT {% for i in s.cols %}__sdc_k{{ i|int }}{{ ", " if not loop.last }}{% endfor %}
    FROM {{ keyed|qi }}
    WHERE {% for i in s.cols %}__sdc_k{{ i|int }} IS NOT NULL{{ " AND " if not loop.last }}{% endfor %}
    GROUP BY {% for i in s.cols %}__sdc_k{{ i|int }}{{ ", " if not loop.last }}{% endfor %}
    HAVING count(*) < $k
) AS u ON {% for i in s.cols %}r.__sdc_k{{ i|int }} = u.__sdc_k{{ i|int }}{{ " AND " if not loop.last }}{% endfor %}
{% endfor %}
