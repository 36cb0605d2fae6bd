{#-
  paired.sql -- the original and the masked file side by side, record by record:
  the two files hold the same rows in the same order (a positional join), or, with
  ``by``, the same ids in any order (a join on the id column; Spark keeps no order).
  inputs : original, masked (relations); columns (the compared columns, by name);
           by (the id column of both, or none)
  output : __sdc_o{i}, __sdc_m{i} -- column i of the original and of the masked file
  grain  : one row per record
-#}
SELECT
{% for c in columns %}
    o.{{ c|qi }} AS __sdc_o{{ loop.index0|int }},
    m.{{ c|qi }} AS __sdc_m{{ loop.index0|int }}{{ "," if not loop.last }}
{% endfor %}
{%- if by %}
FROM {{ original|qi }} AS o JOIN {{ masked|qi }} AS m ON o.{{ by|qi }} = m.{{ by|qi }}
{%- else %}
FROM {{ original|qi }} AS o POSITIONAL JOIN {{ masked|qi }} AS m
{%- endif %}
