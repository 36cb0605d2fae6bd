{#-
  protected.sql -- the protected file of a search's node: every key replaced by its
  value at the node's level, every key of a suppressed record set to NULL.
  inputs : keyed (the problem's keyed view); columns (the input's columns, in order);
           keys (list of {name, index, map}: map a relation (v, g) from the value as
           text to the released value); suppressed (relation k0.. of the suppressed
           key combinations, as text); members (optional: relation household, k0..
           of the single records suppressed, by household id and key combination, as
           text)
  output : the input's columns, keys as text
  grain  : one row per input record, in input order
-#}
SELECT
    {%- for c in columns %}
    {%- set matching = keys | selectattr("name", "equalto", c) | list %}
    {%- if matching %}
    CASE WHEN s.__sdc_suppressed{% if members is defined and members %} OR h.__sdc_suppressed{% endif %} THEN NULL ELSE m{{ matching[0].index|int }}.g END AS {{ c|qi }}{{ "," if not loop.last }}
    {%- else %}
    r.{{ c|qi }}{{ "," if not loop.last }}
    {%- endif %}
    {%- endfor %}
FROM {{ keyed|qi }} AS r
{%- for k in keys %}
LEFT JOIN {{ k.map|qi }} AS m{{ k.index|int }}
    ON CAST(r.__sdc_k{{ k.index|int }} AS VARCHAR) = m{{ k.index|int }}.v
{%- endfor %}
LEFT JOIN (SELECT *, TRUE AS __sdc_suppressed FROM {{ suppressed|qi }}) AS s
    ON {% for k in keys %}CAST(r.__sdc_k{{ k.index|int }} AS VARCHAR) = s.k{{ k.index|int }}{{ " AND " if not loop.last }}{% endfor %}
{%- if members is defined and members %}
LEFT JOIN (SELECT *, TRUE AS __sdc_suppressed FROM {{ members|qi }}) AS h
    ON CAST(r.__sdc_hh AS VARCHAR) = h.household
    {%- for k in keys %} AND CAST(r.__sdc_k{{ k.index|int }} AS VARCHAR) = h.k{{ k.index|int }}{% endfor %}
{%- endif %}
ORDER BY r.__sdc_row
