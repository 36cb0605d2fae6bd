{#-
  protected.sql -- the protected file of a search's node: every key replaced by its
  value at the node's level, every key of a suppressed record set to NULL.
  inputs : keyed (the problem's keyed view); columns (the input's columns, in order);
           keys (list of {name, index, map}: map a relation (v, g) from the value as
           text to the released value); suppressed (relation k0.. of the suppressed
           key combinations, as text); members (optional: relation household, cell
           of the single records suppressed, by their household's composition and
           their combination as household_cells.sql numbers them; with it sensitive
           and household_size_given, as household_cells.sql's)
  output : the input's columns, keys as text
  grain  : one row per input record, in input order
-#}
{%- if members is defined and members %}
{% import "protect/search/_households.sql" as hh %}
WITH {{ hh.ctes(keyed, keys | length, sensitive, household_size_given) }}
{%- endif %}
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
LEFT JOIN (
    SELECT m.__sdc_row, TRUE AS __sdc_suppressed
    FROM __sdc_members AS m
    JOIN __sdc_compositions AS c ON m.household = c.household
    JOIN {{ members|qi }} AS f ON f.household = c.composition AND f.cell = m.cell
) AS h ON h.__sdc_row = r.__sdc_row
{%- endif %}
ORDER BY r.__sdc_row
