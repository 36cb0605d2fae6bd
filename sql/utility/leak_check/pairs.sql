{#-
  pairs.sql -- each record before release beside its released version, as text (so
  that codes of another type compare): for each checked variable i the value before
  (o_i; NULL when missing, a structural missing value), the released value (r_i; a
  suppression mark read as NULL) and whether it is a mark (m_i); for each released
  column j its released text (x_j, marks as written) and the text of the original
  column of the same name (ox_j, NULL when the original has none).
  inputs : original (the relation before release), original_row (its input row
           number, from 1), original_columns (the checked variables' columns in
           original, by position), original_household (the original household id
           column, or none); released (the released relation), row_column (its
           input row number), position (its released position column, or none: the
           released order is the input order), columns (the checked variables'
           columns in released, by position), household (the released household
           id, or none), marked (variable positions with a suppression code, bound
           as $mark_<i>), channel_columns (released columns, by channel position),
           original_names (by channel position: the original column of that name,
           or none)
  output : row_id, pos, o_hh, rel_hh, o_i, r_i, m_i, x_j, ox_j
  grain  : one row per record
-#}
SELECT
    o.{{ original_row|qi }} AS row_id,
    {% if position %}r.{{ position|qi }}{% else %}o.{{ original_row|qi }}{% endif %} AS pos,
    {% if original_household %}CAST(o.{{ original_household|qi }} AS VARCHAR){% else %}CAST(NULL AS VARCHAR){% endif %} AS o_hh,
    {% if household %}CAST(r.{{ household|qi }} AS VARCHAR){% else %}CAST(NULL AS VARCHAR){% endif %} AS rel_hh,
    {%- for c in columns %}
    {%- set i = loop.index0 %}
    CAST(o.{{ original_columns[i]|qi }} AS VARCHAR) AS o_{{ i|int }},
    {%- if i in marked %}
    CASE WHEN CAST(r.{{ c|qi }} AS VARCHAR) = $mark_{{ i|int }} THEN NULL
         ELSE CAST(r.{{ c|qi }} AS VARCHAR) END AS r_{{ i|int }},
    coalesce(CAST(r.{{ c|qi }} AS VARCHAR) = $mark_{{ i|int }}, FALSE) AS m_{{ i|int }},
    {%- else %}
    CAST(r.{{ c|qi }} AS VARCHAR) AS r_{{ i|int }},
    FALSE AS m_{{ i|int }},
    {%- endif %}
    {%- endfor %}
    {%- for c in channel_columns %}
    {%- set j = loop.index0 %}
    CAST(r.{{ c|qi }} AS VARCHAR) AS x_{{ j|int }},
    {% if original_names[j] %}CAST(o.{{ original_names[j]|qi }} AS VARCHAR){% else %}CAST(NULL AS VARCHAR){% endif %} AS ox_{{ j|int }}{{ "," if not loop.last }}
    {%- endfor %}
FROM {{ original|qi }} AS o
JOIN {{ released|qi }} AS r ON o.{{ original_row|qi }} = r.{{ row_column|qi }}
