{#-
  scan_level.sql -- the verdict on every kept set of one scan level: the value of
  its pattern (risk, or fk in k mode) and whether it is safe for the unsafe
  pattern it belongs to (below the pattern's threshold by the rule; k mode:
  fk >= k).
  inputs : kept (kept_sets.sql); probes (probe_patterns.sql); probe_values
           (__sdc_cell, value); patterns (unsafe_patterns.sql); n_keys; mode; rule
  output : __sdcp_pattern, kept, value, safe
  grain  : one row per (unsafe pattern, kept set screened at this level)
-#}
SELECT
    k.__sdcp_pattern,
    k.kept,
    v.value,
    {% if mode == "k" %}v.value >= p.threshold{% elif rule == ">=" %}v.value < p.threshold{% else %}v.value <= p.threshold{% endif %} AS safe
FROM {{ kept|qi }} AS k
JOIN {{ probes|qi }} AS q
  ON {% for i in range(n_keys) %}k.__sdc_k{{ i|int }} IS NOT DISTINCT FROM q.__sdc_k{{ i|int }}{{ " AND " if not loop.last }}{% endfor %}
JOIN {{ probe_values|qi }} AS v ON v.__sdc_cell = q.__sdc_cell
JOIN {{ patterns|qi }} AS p ON p.__sdcp_pattern = k.__sdcp_pattern
