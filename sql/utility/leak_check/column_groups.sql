{#-
  column_groups.sql -- channel (c)'s counts, for several variables at once: the records
  counted once per set of released columns by GROUPING SETS over the wide records (no
  record-by-set relation), every variable's figures in the same pass.  A table of its
  own: column_hits.sql reads it twice (which sets determine a variable, and the values
  they give back), and Spark would otherwise count the sets twice (a k = 3 suppression
  of the demo survey: 45 s for the one statement, 12 s for the two).
  inputs : pairs (pairs.sql: r_var and o_var of each variable, x_j of each candidate);
           variables ([var, own] pairs); candidates (channel positions); size (1 to 3)
  output : sid (the set's number, _column_sets.sql), x_j for every candidate j (the
           set's columns; NULL for the others), and per variable `var` y_var and
           y_max_var (the least and greatest value among the records showing it: NULL
           ignored) and support_var (how many records show it)
  grain  : one row per (set, combination of its columns' values) that column_hits.sql
           can use (`kept`): shown by two records or more for some variable, and
           either with two values of it (it breaks the dependency) or holding one of
           its suppressed values (it may recover it).  The others neither break a
           dependency nor recover (min_support is at least 2), so column_hits.sql
           reads the same figures without them; they are most of a large file's
           combinations: a k = 3 suppression of a million demo records, 136 sets,
           kept 10,056,035 of 34,101,974 rows
-#}
{%- import "utility/leak_check/_column_sets.sql" as column_sets with context %}
{%- set sets = column_sets.sets %}
{#- the grouping_id of set `s` among the columns `cols`: a bit per column of `cols` not
    in `s`, the first the highest #}
{%- macro gid(s, cols) -%}
{%- set g = namespace(value=0) %}
{%- for j in cols %}{% if j not in s %}{% set g.value = g.value + 2 ** (cols|length - 1 - loop.index0) %}{% endif %}{% endfor %}
{{- g.value }}
{%- endmacro %}
{#- whether a combination can break a dependency of `var` (two values among the records
    showing it) or recover one of its suppressed values (one of its records has it
    suppressed, pairs.sql's o not NULL and r NULL, and two or more show it) #}
{%- macro kept(var) -%}
(count(r_{{ var|int }}) >= 2 AND (min(r_{{ var|int }}) < max(r_{{ var|int }}) OR count(CASE WHEN r_{{ var|int }} IS NULL AND o_{{ var|int }} IS NOT NULL THEN 1 END) > 0))
{%- endmacro %}
{#- at most `per` grouping sets per aggregate (each set a hash table of its own); the
    set's number from its grouping_id among the columns the aggregate groups by.  DuckDB
    holds the hash tables of an aggregate's sets at once: 64 sets a pass (a k = 3
    suppression of a million demo records, 136 sets) held 8 GB, past the default 2 GB
    limit; 8 sets a pass, 2.3 GB in about the same time.  On Spark each pass is a
    shuffle of its own, and a set's rows stream through its expansion: 64 #}
{%- set per = 8 if dialect == "duckdb" else 64 %}
{%- for chunk in sets|batch(per) %}
{%- set first = loop.index0 * per %}
{#- the columns in the order the grouping sets first name them (Spark's order of the
    grouping columns, which its grouping_id must follow) #}
{%- set seen = namespace(cols=[]) %}
{%- for s in chunk %}{% for j in s if j not in seen.cols %}{% set seen.cols = seen.cols + [j] %}{% endfor %}{% endfor %}
{%- set cols = seen.cols %}
SELECT CASE grouping_id({% for j in cols %}x_{{ j|int }}{{ ", " if not loop.last }}{% endfor %})
           {%- for s in chunk %} WHEN {{ gid(s, cols) }} THEN {{ first + loop.index0 }}{% endfor %} END AS sid,
           {% for j in candidates %}{% if j in cols %}x_{{ j|int }}{% else %}CAST(NULL AS VARCHAR) AS x_{{ j|int }}{% endif %}, {% endfor %}
           {% for var, own in variables %}min(r_{{ var|int }}) AS y_{{ var|int }}, max(r_{{ var|int }}) AS y_max_{{ var|int }}, count(r_{{ var|int }}) AS support_{{ var|int }}{{ ", " if not loop.last }}{% endfor %}
FROM {{ pairs|qi }}
GROUP BY GROUPING SETS ({% for s in chunk %}({% for j in s %}x_{{ j|int }}{{ ", " if not loop.last }}{% endfor %}){{ ", " if not loop.last }}{% endfor %})
HAVING {% for var, own in variables %}{{ kept(var) }}{{ " OR " if not loop.last }}{% endfor %}
{%- if not loop.last %}
UNION ALL
{%- endif %}
{%- endfor %}
