{#-
  protect/release/checks.sql -- what the release refuses before any work: per marked
  column, the records whose value equals its code (the code would be ambiguous) and
  whether the code converts to the column's type; the NULL ids.
  inputs : protected (relation), marks (columns with a code $code<i>), types (column ->
           SQL type), household (column or none)
  params : $code<i> (one per mark)
  output : castable<i>, collisions<i> per mark, null_households
  grain  : one row
-#}
SELECT
{%- for c in marks %}
    TRY_CAST($code{{ loop.index0 }} AS {{ types[c] }}) IS NOT NULL AS castable{{ loop.index0 }},
    count(*) FILTER (WHERE {{ c|qi }} = TRY_CAST($code{{ loop.index0 }} AS {{ types[c] }})) AS collisions{{ loop.index0 }},
{%- endfor %}
    {% if household %}count(*) FILTER (WHERE {{ household|qi }} IS NULL){% else %}0{% endif %} AS null_households
FROM {{ protected|qi }}
