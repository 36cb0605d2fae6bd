{#-
  protect/release/records.sql -- the released records as published: the release table
  without its private input row number and position, in the released order.
  inputs : released (the table of protect/release/released.sql); columns (Spark,
           which has no EXCLUDE: the released columns, in order)
  output : the released columns (every column but __sdc_row and __sdc_pos)
  grain  : one row per record, in the released order
-#}
{% if dialect == "spark" %}
SELECT {% for c in columns %}{{ c|qi }}{{ ", " if not loop.last }}{% endfor %} FROM {{ released|qi }} ORDER BY __sdc_pos
{% else %}
SELECT * EXCLUDE (__sdc_row, __sdc_pos) FROM {{ released|qi }} ORDER BY __sdc_pos
{% endif %}
