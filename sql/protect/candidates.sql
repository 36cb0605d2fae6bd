{#-
  candidates.sql -- the suppressions a round may choose for each unsafe pattern:
  one suppressible key set to NULL (key_index = i), or every suppressible key set
  to NULL at once (key_index = -1; chosen only when even that leaves the pattern
  unsafe, seed 002 section 8.2).
  inputs : patterns (unsafe_patterns.sql); n_keys; suppressible (key positions that
           may be suppressed: every key but the household size)
  output : __sdcp_pattern, key_index, __sdc_k0.. (the pattern after the suppression)
  grain  : one row per (unsafe pattern, candidate suppression)
-#}
{% for s in suppressible %}
SELECT
    __sdcp_pattern,
    {{ s|int }} AS key_index,
    {% for i in range(n_keys) %}
    {% if i == s %}NULL{% else %}__sdc_k{{ i|int }}{% endif %} AS __sdc_k{{ i|int }}{{ "," if not loop.last }}
    {% endfor %}
FROM {{ patterns|qi }}
WHERE __sdc_k{{ s|int }} IS NOT NULL
UNION ALL
{% endfor %}
SELECT
    __sdcp_pattern,
    -1 AS key_index,
    {% for i in range(n_keys) %}
    {% if i in suppressible %}NULL{% else %}__sdc_k{{ i|int }}{% endif %} AS __sdc_k{{ i|int }}{{ "," if not loop.last }}
    {% endfor %}
FROM {{ patterns|qi }}
WHERE {% for s in suppressible %}__sdc_k{{ s|int }} IS NOT NULL{{ " OR " if not loop.last }}{% endfor %}
