{#- _recode.sql -- Jinja helpers: one recode as a SQL expression, and a chain of recodes.

    A step is {column, kind, out, vars, n, right} built by sdcsql.protect.recode (internal names and
    integers only; every value lives in a session variable read with getvariable(), or,
    for a name that starts with `$`, in a parameter of the statement):
      kind  : map | bands | top | bottom | truncate_text | truncate_int
      out   : result type: text | double | bigint | keep (the column's own type)
      vars  : internal variable names: from/to (map), breaks/labels (bands),
              at/repl (top, bottom), keep (truncate_text), div/limit (truncate_int),
              msg (the error text), codes (missing codes passed through unchanged, or none)
      n     : number of breaks (bands)
      right : bands closed on the right, (b_i, b_(i+1)] (the first [b_1, b_2]), else [b_i, b_(i+1))
    NULL in gives NULL out for every kind (seed 003 sections 3.4.3.2-3.4.3.3).
-#}
{% macro _cast(s, x) -%}
{% if s.out == "text" %}CAST({{ x }} AS VARCHAR){% elif s.out == "double" %}CAST({{ x }} AS DOUBLE){% elif s.out == "bigint" %}CAST({{ x }} AS BIGINT){% else %}{{ x }}{% endif %}
{%- endmacro %}
{% macro _var(name) -%}{{ name|ref }}{%- endmacro %}
{% macro _item(name, i) -%}{{ name|item(i) }}{%- endmacro %}
{% macro _core(s, x) -%}
{% set v = s.vars %}
{% if s.kind == "map" %}
CASE WHEN {{ x }} IS NULL THEN NULL
     WHEN list_contains({{ _var(v.from) }}, {{ x }})
     {% if dialect == "spark" %}
     THEN {{ _cast(s, "element_at(" ~ _var(v.to) ~ ", CAST(array_position(" ~ _var(v.from) ~ ", " ~ x ~ ") AS INTEGER))") }}
     {% else %}
     THEN {{ _cast(s, _var(v.to) ~ "[list_position(" ~ _var(v.from) ~ ", " ~ x ~ ")]") }}
     {% endif %}
     ELSE {{ _cast(s, x) }} END
{%- elif s.kind == "bands" %}
CASE WHEN {{ x }} IS NULL THEN NULL
     WHEN {{ x }} < {{ _item(v.breaks, 1) }} THEN error({{ _var(v.msg) }})
     {% for i in range(2, s.n + 1) %}
     WHEN {{ x }} {{ "<=" if s.right else "<" }} {{ _item(v.breaks, i) }} THEN {{ _cast(s, _item(v.labels, i - 1)) }}
     {% endfor %}
     ELSE {{ _cast(s, _item(v.labels, s.n)) }} END
{%- elif s.kind == "top" %}
CASE WHEN {{ x }} > {{ _var(v.at) }} THEN {{ _cast(s, _var(v.repl)) }} ELSE {{ _cast(s, x) }} END
{%- elif s.kind == "bottom" %}
CASE WHEN {{ x }} < {{ _var(v.at) }} THEN {{ _cast(s, _var(v.repl)) }} ELSE {{ _cast(s, x) }} END
{%- elif s.kind == "truncate_text" %}
left(CAST({{ x }} AS VARCHAR), {{ _var(v.keep) }})
{%- elif s.kind == "truncate_int" %}
CASE WHEN {{ x }} IS NULL THEN NULL
     WHEN {{ x }} < 0 OR {{ x }} >= {{ _var(v.limit) }} THEN error({{ _var(v.msg) }})
     ELSE CAST({{ x }} AS BIGINT) // {{ _var(v.div) }} END
{%- endif %}
{%- endmacro %}
{% macro expr(s, x) -%}
{% if s.vars.codes %}
CASE WHEN list_contains({{ _var(s.vars.codes) }}, CAST({{ x }} AS {{ "VARCHAR" if s.codes_text else "DOUBLE" }}))
     THEN {{ _cast(s, x) }} ELSE {{ _core(s, x) }} END
{%- else %}
{{ _core(s, x) }}
{%- endif %}
{%- endmacro %}
{#- chain(source, steps, prefix, columns): CTEs prefix0 .. prefixN, each the previous with
    one column replaced; the last one is named prefix ~ steps|length.  Spark has no
    `SELECT * REPLACE`: there every column is listed (`columns`: the source's, in order). -#}
{% macro chain(source, steps, prefix, columns=none) -%}
{{ prefix }}0 AS (SELECT * FROM {{ source|qi }})
{% for s in steps %}
, {{ prefix }}{{ loop.index|int }} AS (
    {% if dialect == "spark" %}
    SELECT {% for c in columns %}{% if not loop.first %}, {% endif %}{% if c == s.column %}{{ expr(s, c|qi) }} AS {{ c|qi }}{% else %}{{ c|qi }}{% endif %}{% endfor %}
    {% else %}
    SELECT * REPLACE ({{ expr(s, s.column|qi) }} AS {{ s.column|qi }})
    {% endif %}
    FROM {{ prefix }}{{ loop.index0|int }}
)
{% endfor %}
{%- endmacro %}
