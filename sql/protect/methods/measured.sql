{#-
  protect/methods/measured.sql -- the columns the measures after a protection method
  read, of the original or the protected file, fetched to the driver when the method
  ran on Spark (the measures run on DuckDB).
  inputs : relation (the original view of original.sql, or the protected relation),
           columns (the columns the measures read), order (optional: the record id --
           person_id -- that pairs the two files record by record; none: a subsample,
           compared in aggregate)
  output : columns
  grain  : one row per record of relation, by order when given
-#}
SELECT
{%- for c in columns %}
    {{ c|qi }}{{ "," if not loop.last }}
{%- endfor %}
FROM {{ relation|qi }}
{%- if order %}
ORDER BY {{ order|qi }}
{%- endif %}
