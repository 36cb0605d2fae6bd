{#-
  key_bounds.sql -- the smallest and largest value of every (integer) key over the
  base cells, as HUGEINT: the digits of a one-column integer cell code (Python plans
  the code from them: sdcsql.problem.Problem, DuckDB only).
  inputs : base (base_cells.sql); n_keys
  output : lo0, hi0, lo1, hi1, ...
  grain  : one row
-#}
SELECT
{%- for i in range(n_keys) %}
    min(__sdc_k{{ i }})::HUGEINT AS lo{{ i }}, max(__sdc_k{{ i }})::HUGEINT AS hi{{ i }}
    {{- "," if not loop.last }}
{%- endfor %}
FROM {{ base|qi }}
