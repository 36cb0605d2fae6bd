{#-
  column_hits.sql -- channel (c), released columns, for several variables at once: for
  each variable `var` of `variables` (with `own`, the channel position of its own
  column, -1 if none), every set of 1 to `size` released columns (a < b < c, by channel
  position; -1 unused) among `candidates` without its own column.  The set determines
  `var` when, among the records showing `var`, each combination of its values (NULL a
  value like any other) comes with exactly one value of `var` (a functional
  dependency); a suppressed value is recovered when a determining set's combination of
  its record occurs among the records showing `var` and the value it comes with is the
  target.  A column unique per record recovers nothing: a suppressed record's value
  never occurs among the others.  A combination shown by fewer than `min_support`
  records recovers nothing either: one record sharing a near-unique combination is a
  coincidence, not a dependency; nor does a set whose combinations all come with the
  same value (the shown records' one value is no channel: the set tells the intruder
  nothing the marginal does not).
  The records are counted once per set by column_groups.sql (`groups`, made with the
  same variables, candidates and size: only the combinations that can break a
  dependency or recover a value); only the suppressed records are spread over the
  sets.  A set with no such combination recovers nothing.
  inputs : pairs (pairs.sql), suppressed (suppressed.sql), groups (column_groups.sql);
           variables ([var, own] pairs); candidates (channel positions); size (1 to 3);
           min_support (the fewest records showing a combination that recovers: at
           least 2, as column_groups.sql keeps no combination shown by one record)
  output : var, row_id, channel ('columns'), a, b, c
  grain  : one row per recovered (record, variable, column set)
-#}
{%- import "utility/leak_check/_column_dependency.sql" as dependency with context %}
{%- import "utility/leak_check/_column_sets.sql" as column_sets with context %}
{%- set sets = column_sets.sets %}
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
), spread AS (
    -- whether the records showing each variable show two values or more (the least and
    -- greatest over any set's combinations are these, so it is the same for every set)
    SELECT {{ dependency.varies() }}
    FROM {{ pairs|qi }}
), by_set AS (
    SELECT g.sid,
           {{ dependency.fd() }}
    FROM {{ groups|qi }} AS g
    CROSS JOIN spread AS v
    GROUP BY g.sid
), dependencies AS (
{%- for var, own in variables %}
    SELECT {{ var|int }} AS var, f.sid
    FROM by_set AS f
    {%- if own >= 0 %}
    JOIN sets AS t ON t.sid = f.sid AND {{ own|int }} NOT IN (t.a, t.b, t.c)
    {%- endif %}
    WHERE f.fd_{{ var|int }}
{%- if not loop.last %}
    UNION ALL
{%- endif %}
{%- endfor %}
), determined AS (
{%- for var, own in variables %}
    SELECT d.var, g.sid, g.y_{{ var|int }} AS y, {{ nth("g", "g", 0) }} AS x1,
           {{ nth("g", "g", 1) }} AS x2, {{ nth("g", "g", 2) }} AS x3
    FROM {{ groups|qi }} AS g
    JOIN dependencies AS d ON d.sid = g.sid AND d.var = {{ var|int }}
    WHERE g.support_{{ var|int }} >= {{ min_support|int }}
{%- if not loop.last %}
    UNION ALL
{%- endif %}
{%- endfor %}
), wanted AS (
    SELECT s.var, s.row_id, s.target, t.sid, t.a, t.b, t.c, {{ nth("t", "p", 0) }} AS x1,
           {{ nth("t", "p", 1) }} AS x2, {{ nth("t", "p", 2) }} AS x3
    FROM {{ suppressed|qi }} AS s
    JOIN {{ pairs|qi }} AS p ON p.row_id = s.row_id
    JOIN dependencies AS d ON d.var = s.var
    JOIN sets AS t ON t.sid = d.sid
)
SELECT DISTINCT w.var, w.row_id, 'columns' AS channel, w.a, w.b, w.c
FROM wanted AS w
JOIN determined AS d
  ON d.var = w.var AND d.sid = w.sid
 AND d.x1 IS NOT DISTINCT FROM w.x1 AND d.x2 IS NOT DISTINCT FROM w.x2
 AND d.x3 IS NOT DISTINCT FROM w.x3 AND d.y = w.target
