{#-
  records.sql -- the l-diversity columns of every record.
  inputs : parts: [{table, column}] -- one record_measures.sql table per sensitive
           variable, its columns named ldiversity_<measure>_<column>; multi: a list
           of record_measures.sql tables (one per sensitive variable, grouped by the
           keys and the other sensitive variables) whose minimum is the
           multi-attribute measure, or empty
  output : __sdc_row, ldiversity_{distinct,entropy,recursive}_<S> per sensitive
           variable S, then ldiversity_multi_{distinct,entropy,recursive} (with multi)
  grain  : one row per record
-#}
SELECT
    p0.__sdc_row
    {% for p in parts %}
    , p{{ loop.index0 }}.l_distinct AS {{ ("ldiversity_distinct_" ~ p.column)|qi }}
    , p{{ loop.index0 }}.l_entropy AS {{ ("ldiversity_entropy_" ~ p.column)|qi }}
    , p{{ loop.index0 }}.l_recursive AS {{ ("ldiversity_recursive_" ~ p.column)|qi }}
    {% endfor %}
    {% if multi %}
    {% for m in ("distinct", "entropy", "recursive") %}
    , least({% for t in multi %}q{{ loop.index0 }}.l_{{ m }}{{ ", " if not loop.last }}{% endfor %}) AS {{ ("ldiversity_multi_" ~ m)|qi }}
    {% endfor %}
    {% endif %}
FROM {{ parts[0].table|qi }} AS p0
{% for p in parts[1:] %}
JOIN {{ p.table|qi }} AS p{{ loop.index }} ON p{{ loop.index }}.__sdc_row = p0.__sdc_row
{% endfor %}
{% for t in multi %}
JOIN {{ t|qi }} AS q{{ loop.index0 }} ON q{{ loop.index0 }}.__sdc_row = p0.__sdc_row
{% endfor %}
