{#-
  probe_patterns.sql -- the distinct patterns one scan level screens, with their
  NULL-mask, so that each is counted once however many unsafe patterns share it.
  inputs : kept (kept_sets.sql); n_keys
  output : __sdc_cell (probe id), __sdc_k0.., __sdc_mask (bit i set when key i is NULL)
  grain  : one row per distinct screened pattern
-#}
SELECT
    row_number() OVER () AS __sdc_cell,
    *,
    {% for i in range(n_keys) %}
    (__sdc_k{{ i|int }} IS NULL)::INTEGER * {{ (2 ** i)|int }}{{ " +" if not loop.last }}
    {% endfor %}
    AS __sdc_mask
FROM (
    SELECT DISTINCT {% for i in range(n_keys) %}__sdc_k{{ i|int }}{{ ", " if not loop.last }}{% endfor %}
    FROM {{ kept|qi }}
)
