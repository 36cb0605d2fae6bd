{#-
  formats/asc_read.sql -- a mu-Argus fixed-width data file (.asc): each variable cut from
  its columns (START, LENGTH of the .rda) and trimmed; a blank field is NULL; numeric
  variables (<NUMERIC>, <WEIGHT>) as DOUBLE, the others as text (codes keep their zeros).
  inputs : variables (list of {name, start, length, numeric}), check (true: the checks
           below instead of the records)
  params : $path (the .asc file), $width (the record length, checks only)
  output : one column per variable; with check: lines, bad_lines, first_bad_line, then
           n<i> (non-numbers per numeric variable)
  grain  : one row per line of the file, in file order (check: one row)
-#}
{%- macro field(v) -%}
NULLIF(trim(substr(line, {{ v.start|int }}, {{ v.length|int }})), '')
{%- endmacro %}
{%- if check %}
SELECT
    count(*) AS lines,
    count(*) FILTER (WHERE length(rtrim(line, chr(13))) <> $width) AS bad_lines,
    min(n) FILTER (WHERE length(rtrim(line, chr(13))) <> $width) AS first_bad_line
{%- for v in variables %}{% if v.numeric %},
    count(*) FILTER (WHERE {{ field(v) }} IS NOT NULL AND TRY_CAST({{ field(v) }} AS DOUBLE) IS NULL) AS n{{ loop.index0 }}
{%- endif %}{% endfor %}
FROM (SELECT row_number() OVER () AS n, line
      FROM read_csv($path, header = false, columns = {'line': 'VARCHAR'}, delim = '\x1f',
                    quote = '', escape = '', auto_detect = false))
{%- else %}
SELECT
{%- for v in variables %}
    {% if v.numeric %}TRY_CAST({{ field(v) }} AS DOUBLE){% else %}{{ field(v) }}{% endif %} AS {{ v.name|qi }}{{ "," if not loop.last }}
{%- endfor %}
FROM read_csv($path, header = false, columns = {'line': 'VARCHAR'}, delim = '\x1f',
              quote = '', escape = '', auto_detect = false)
{%- endif %}
