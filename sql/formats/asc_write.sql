{#-
  formats/asc_write.sql -- a relation as the lines of a mu-Argus fixed-width file: each
  variable as text, right-aligned in its field (NULL: blanks); numbers without a
  fractional part written as integers.  With widths: each variable's widest text.
  inputs : source (relation), variables (list of {name, length, numeric}, in field order),
           widths (true: the widths instead of the lines)
  output : line (VARCHAR); with widths: w<i> (BIGINT, one per variable)
  grain  : one row per record, in order (widths: one row)
-#}
{%- macro text(v) -%}
{%- if v.numeric -%}
CASE WHEN {{ v.name|qi }} = trunc({{ v.name|qi }}) AND abs({{ v.name|qi }}) < 1e18 THEN CAST(CAST({{ v.name|qi }} AS BIGINT) AS VARCHAR) ELSE CAST({{ v.name|qi }} AS VARCHAR) END
{%- else -%}
CAST({{ v.name|qi }} AS VARCHAR)
{%- endif -%}
{%- endmacro %}
{%- if widths %}
SELECT
    count(*) AS __sdc_records
{%- for v in variables %},
    coalesce(max(length({{ text(v) }})), 0) AS w{{ loop.index0 }}
{%- endfor %}
FROM {{ source|qi }}
{%- else %}
SELECT concat(
{%- for v in variables %}
    lpad(coalesce({{ text(v) }}, ''), {{ v.length|int }}, ' '){{ "," if not loop.last }}
{%- endfor %}
) AS line
FROM {{ source|qi }}
{%- endif %}
