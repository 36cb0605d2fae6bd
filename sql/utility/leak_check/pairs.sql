{#-
  pairs.sql -- each record before protection beside its released version: for key i,
  the value before (o_i, NULL when missing after the user missing codes: structural),
  the released value (r_i; a suppression mark read as NULL) and whether the released
  value is a mark (m_i), as text so that a code of another type compares.
  inputs : keyed (the protect input's keyed view: __sdc_k0.., __sdc_row);
           released (the released relation); row_column (its input row number);
           columns (the key column names in released, by key position);
           household (the released household id column, or none: no household);
           marked (key positions with a suppression code, the code bound as $mark_<i>)
  output : row_id, rel_hh (text, NULL without a household), o_i, r_i, m_i per key
  grain  : one row per record
-#}
SELECT
    o.__sdc_row AS row_id,
    {% if household %}CAST(r.{{ household|qi }} AS VARCHAR){% else %}CAST(NULL AS VARCHAR){% endif %} AS rel_hh,
    {% for c in columns %}
    {% set i = loop.index0 %}
    CAST(o.__sdc_k{{ i|int }} AS VARCHAR) AS o_{{ i|int }},
    {% if i in marked %}
    CASE WHEN CAST(r.{{ c|qi }} AS VARCHAR) = $mark_{{ i|int }} THEN NULL
         ELSE CAST(r.{{ c|qi }} AS VARCHAR) END AS r_{{ i|int }},
    coalesce(CAST(r.{{ c|qi }} AS VARCHAR) = $mark_{{ i|int }}, FALSE) AS m_{{ i|int }}{{ "," if not loop.last }}
    {% else %}
    CAST(r.{{ c|qi }} AS VARCHAR) AS r_{{ i|int }},
    FALSE AS m_{{ i|int }}{{ "," if not loop.last }}
    {% endif %}
    {% endfor %}
FROM {{ keyed|qi }} AS o
JOIN {{ released|qi }} AS r ON o.__sdc_row = r.{{ row_column|qi }}
