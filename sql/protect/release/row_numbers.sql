{#-
  protect/release/row_numbers.sql -- the rows of a numbered relation (numbered.sql)
  numbered 1..n in its order: the rows of the earlier partitions plus the place in
  the partition (the id's low 33 bits) plus 1.
  inputs : numbered (the relation of numbered.sql); starts (part, start: the rows of the
           partitions before it, from partition_counts.sql); column (the number's
           name); columns (the columns kept, in order, one named `column` replaced by
           the number; none: every column, the id __sdc_m too, then the number)
  output : the numbered relation's columns and `column` (from 1)
  grain  : one row per row of numbered
-#}
{% set number = "s.start + t.__sdc_m % 8589934592 + 1" %}
SELECT
{%- if columns %}
{% for c in columns %}    {% if c == column %}{{ number }} AS {{ c|qi }}{% else %}t.{{ c|qi }}{% endif %}{{ "," if not loop.last }}
{% endfor %}
{%- else %}
    t.*, {{ number }} AS {{ column|qi }}
{%- endif %}
FROM {{ numbered|qi }} AS t
JOIN {{ starts|qi }} AS s ON s.part = t.__sdc_m // 8589934592
