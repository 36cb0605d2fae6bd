{#-
  paired.sql -- the original and the masked file side by side, record by record
  (the two files hold the same rows in the same order: a positional join).
  inputs : original, masked (relations); columns (the compared columns, by name)
  output : __sdc_o{i}, __sdc_m{i} -- column i of the original and of the masked file
  grain  : one row per record
-#}
SELECT
{% for c in columns %}
    o.{{ c|qi }} AS __sdc_o{{ loop.index0|int }},
    m.{{ c|qi }} AS __sdc_m{{ loop.index0|int }}{{ "," if not loop.last }}
{% endfor %}
FROM {{ original|qi }} AS o POSITIONAL JOIN {{ masked|qi }} AS m
