{#-
  base_cells.sql -- distinct key patterns of the keyed view (NULL is a value here).
  inputs : keyed (relation name); n_keys
  output : __sdc_cell (cell id), __sdc_k0.., __sdc_mask,
           __sdc_c (records), __sdc_wsum (sum of weights in fixed point, units of
           2^-52, as HUGEINT: exact for every weight >= 1 (their last bit is >= 2^-52),
           so no sum depends on the order in which DuckDB's threads add; weights
           below 1e12 (refused above) and up to 2^34 records fit)
  grain  : one row per distinct key pattern
-#}
{% import "_exact.sql" as e %}
SELECT
    row_number() OVER () AS __sdc_cell,
    {% for i in range(n_keys) %}__sdc_k{{ i|int }}, {% endfor %}
    {# the mask is a function of the keys: computed per cell, not grouped on #}
    {% for i in range(n_keys) %}
    (__sdc_k{{ i|int }} IS NULL)::INTEGER * {{ (2 ** i)|int }}{{ " +" if not loop.last }}
    {% endfor %}
    AS __sdc_mask,
    __sdc_c,
    __sdc_wsum
FROM (
    SELECT
        {% for i in range(n_keys) %}__sdc_k{{ i|int }}, {% endfor %}
            count(*) AS __sdc_c,
        sum({{ e.fixed("__sdc_w * power(2.0, 52)", dialect) }}) AS __sdc_wsum
    FROM {{ keyed|qi }}
    GROUP BY ALL
)
