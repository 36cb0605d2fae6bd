{#-
  values.sql -- the released values in long form: one row per record and released
  column (the channel columns of pairs.sql), as text, NULL kept.
  inputs : pairs (pairs.sql); n_columns (the number of channel columns)
  output : row_id, rel_hh, j (the column's channel position), x
  grain  : one row per (record, released column)
-#}
{%- for j in range(n_columns) %}
SELECT row_id, rel_hh, {{ j|int }} AS j, x_{{ j|int }} AS x FROM {{ pairs|qi }}
{%- if not loop.last %}
UNION ALL
{%- endif %}
{%- endfor %}
