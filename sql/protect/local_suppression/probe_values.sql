{#-
  probe_values.sql -- the value a probe pattern is judged by: its fk (k mode) or
  its risk pi * r (risk mode, $pi bound).
  inputs : mode; k mode: probe_frequencies (probe_frequencies.sql); risk mode:
           probe_risk (__sdc_cell, r: the risk of every probe)
  output : __sdc_cell, value
  grain  : one row per probe pattern
-#}
{% if mode == "k" %}
SELECT __sdc_cell, CAST(fk AS DOUBLE) AS value FROM {{ probe_frequencies|qi }}
{% else %}
SELECT __sdc_cell, $pi * r AS value FROM {{ probe_risk|qi }}
{% endif %}
