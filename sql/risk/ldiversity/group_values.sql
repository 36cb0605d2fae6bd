{#-
  group_values.sql -- the sensitive value distribution of each key pattern's group.
  inputs : patterns (pattern_cells.sql), values (value_cells.sql), n_keys (group
           keys); pairs: [{target, source, on}] -- one per (target mask, source mask)
           pair to join, ``on`` the group keys non-NULL in both (computed from the
           masks present and the missing-value mode: category joins a mask to itself
           only).  Equi-joins only, never a theta join (the frequencies/cell_table.sql
           scheme).
  params : $alpha_num, $alpha_den -- the missing-value alpha as an exact fraction
  output : __sdc_g0.., __sdc_mask (the target pattern), __sdc_s, n1 (records of
           weight 1: no NULL key, or the target's own pattern), na (records of weight
           alpha), W = alpha_den * n1 + alpha_num * na (an exact integer:
           alpha_den times the value's weight)
  grain  : one row per (target pattern, sensitive value) of positive weight
-#}
SELECT
    {% for i in range(n_keys) %}__sdc_g{{ i }}, {% endfor %}__sdc_mask, __sdc_s,
    sum(n1) AS n1,
    sum(na) AS na,
    CAST($alpha_den AS HUGEINT) * sum(n1) + CAST($alpha_num AS HUGEINT) * sum(na) AS W
FROM (
{% for p in pairs %}
    SELECT
        {% for i in range(n_keys) %}t.__sdc_g{{ i }}, {% endfor %}t.__sdc_mask, s.__sdc_s,
        {% if p.source == 0 or p.source == p.target %}s.n AS n1, CAST(0 AS BIGINT) AS na
        {% else %}CAST(0 AS BIGINT) AS n1, s.n AS na{% endif %}
    FROM {{ patterns|qi }} AS t
    JOIN {{ values|qi }} AS s
      ON {% for i in p.on %}t.__sdc_g{{ i }} = s.__sdc_g{{ i }} AND {% endfor %}TRUE
    WHERE t.__sdc_mask = {{ p.target|int }} AND s.__sdc_mask = {{ p.source|int }}
    {{ "UNION ALL" if not loop.last }}
{% endfor %}
) AS joined
GROUP BY {% for i in range(n_keys) %}__sdc_g{{ i }}, {% endfor %}__sdc_mask, __sdc_s
HAVING CAST($alpha_den AS HUGEINT) * sum(n1) + CAST($alpha_num AS HUGEINT) * sum(na) > 0
