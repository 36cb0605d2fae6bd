{#-
  column_hits.sql -- channel (c), released columns: for the variable `var`, every set
  of 1 to `size` released columns (a < b < c, by channel position; -1 unused) among
  `candidates`.  The set determines `var` when, among the records showing `var`,
  each combination of its values (NULL a value like any other) comes with exactly
  one value of `var` (a functional dependency); a suppressed value is recovered when
  a determining set's combination of its record occurs among the records showing
  `var` and the value it comes with is the target.  A column unique per record
  recovers nothing: a suppressed record's value never occurs among the others.  A
  combination shown by fewer than `min_support` records recovers nothing either: one
  record sharing a near-unique combination is a coincidence, not a dependency; nor
  does a set whose combinations all come with the same value (the shown records' one
  value is no channel: the set tells the intruder nothing the marginal does not).
  The shown records are counted once per set by GROUPING SETS over the wide records
  (no record-by-set relation); only the suppressed records are spread over the sets.
  inputs : pairs (pairs.sql), suppressed (suppressed.sql); var (position);
           candidates (channel positions); size (1 to 3); min_support (the fewest
           records showing a combination that recovers)
  output : var, row_id, channel ('columns'), a, b, c
  grain  : one row per recovered (record, variable, column set)
-#}
{%- set n = candidates|length %}
{%- set ns = namespace(sets=[]) %}
{%- for i in range(n) %}
{%- set ns.sets = ns.sets + [[candidates[i]]] %}
{%- for k in range(i + 1, n) if size >= 2 %}
{%- set ns.sets = ns.sets + [[candidates[i], candidates[k]]] %}
{%- for m in range(k + 1, n) if size >= 3 %}
{%- set ns.sets = ns.sets + [[candidates[i], candidates[k], candidates[m]]] %}
{%- endfor %}
{%- endfor %}
{%- endfor %}
{%- set sets = ns.sets %}
{#- the grouping_id of set `s` among the columns `cols`: a bit per column of `cols` not
    in `s`, the first the highest #}
{%- macro gid(s, cols) -%}
{%- set g = namespace(value=0) %}
{%- for j in cols %}{% if j not in s %}{% set g.value = g.value + 2 ** (cols|length - 1 - loop.index0) %}{% endif %}{% endfor %}
{{- g.value }}
{%- endmacro %}
{#- the k-th column (from 0) of the set `by`.sid, from the record `alias` (NULL past
    the set's size) #}
{%- macro nth(by, alias, k) -%}
{%- if size > k -%}
CASE {{ by }}.sid{% for s in sets %}{% if s|length > k %} WHEN {{ loop.index0 }} THEN {{ alias }}.x_{{ s[k]|int }}{% endif %}{% endfor %} END
{%- else -%}
CAST(NULL AS VARCHAR)
{%- endif -%}
{%- endmacro %}
WITH sets (sid, a, b, c) AS (
    VALUES
{%- for s in sets %}
    ({{ loop.index0 }}, {% for k in range(3) %}{{ s[k]|int if k < s|length else -1 }}{{ ", " if not loop.last }}{% endfor %}){{ "," if not loop.last }}
{%- endfor %}
), groups AS (
{#- at most 64 grouping sets per aggregate (each set a hash table of its own); the
    set's number from its grouping_id among the columns the aggregate groups by #}
{%- for chunk in sets|batch(64) %}
{%- set first = loop.index0 * 64 %}
{%- set cols = candidates|select("in", chunk|sum(start=[]))|list %}
    SELECT CASE grouping_id({% for j in cols %}x_{{ j|int }}{{ ", " if not loop.last }}{% endfor %})
           {%- for s in chunk %} WHEN {{ gid(s, cols) }} THEN {{ first + loop.index0 }}{% endfor %} END AS sid,
           {% for j in candidates %}{% if j in cols %}x_{{ j|int }}{% else %}CAST(NULL AS VARCHAR) AS x_{{ j|int }}{% endif %}, {% endfor %}
           min(r_{{ var|int }}) AS y, max(r_{{ var|int }}) AS y_max, count(*) AS support
    FROM {{ pairs|qi }}
    WHERE r_{{ var|int }} IS NOT NULL
    GROUP BY GROUPING SETS ({% for s in chunk %}({% for j in s %}x_{{ j|int }}{{ ", " if not loop.last }}{% endfor %}){{ ", " if not loop.last }}{% endfor %})
{%- if not loop.last %}
    UNION ALL
{%- endif %}
{%- endfor %}
), dependencies AS (
    SELECT sid
    FROM groups
    GROUP BY sid
    HAVING bool_and(y = y_max) AND min(y) < max(y)
), determined AS (
    SELECT g.sid, g.y, {{ nth("g", "g", 0) }} AS x1, {{ nth("g", "g", 1) }} AS x2,
           {{ nth("g", "g", 2) }} AS x3
    FROM groups AS g
    JOIN dependencies AS d ON d.sid = g.sid
    WHERE g.support >= {{ min_support|int }}
), wanted AS (
    SELECT s.row_id, s.target, t.sid, t.a, t.b, t.c, {{ nth("t", "p", 0) }} AS x1,
           {{ nth("t", "p", 1) }} AS x2, {{ nth("t", "p", 2) }} AS x3
    FROM {{ suppressed|qi }} AS s
    JOIN {{ pairs|qi }} AS p ON p.row_id = s.row_id
    JOIN sets AS t ON t.sid IN (SELECT sid FROM dependencies)
    WHERE s.var = {{ var|int }}
)
SELECT DISTINCT {{ var|int }} AS var, w.row_id, 'columns' AS channel, w.a, w.b, w.c
FROM wanted AS w
JOIN determined AS d
  ON d.sid = w.sid
 AND d.x1 IS NOT DISTINCT FROM w.x1 AND d.x2 IS NOT DISTINCT FROM w.x2
 AND d.x3 IS NOT DISTINCT FROM w.x3 AND d.y = w.target
