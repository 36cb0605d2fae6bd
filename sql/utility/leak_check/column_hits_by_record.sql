{#-
  column_hits_by_record.sql -- column_hits.sql's relation for a small file: every
  record spread over every column set (a self-join of the long form), which plans in
  milliseconds where column_hits.sql's grouping sets take a large fraction of a second
  (the leak check chooses by records x sets: sdcsql.utility.leak_check).  Every
  variable in the same pass: the spread made once, each combination's figures for
  every variable from one aggregate (a statement a variable spread the records again
  for each: 963 records of eusilc, 378 sets, four variables, 2.2 s against 1.2 s).
  Channel (c), released columns: for each variable `var` of `variables` (with `own`,
  the channel position of its own column, -1 if none), every set of 1 to `size`
  released columns (a < b < c, by channel position; -1 unused) among `candidates`
  without its own column.  The set determines `var` when, among the records showing
  `var`, each combination of its values (NULL a value like any other) comes with
  exactly one value of `var` (a functional dependency); a suppressed value is recovered
  when a determining set's combination of its record occurs among the records showing
  `var` and the value it comes with is the target.  A column unique per record
  recovers nothing: a suppressed record's value never occurs among the others.  A
  combination shown by fewer than `min_support` records recovers nothing either: one
  record sharing a near-unique combination is a coincidence, not a dependency; nor
  does a set whose combinations all come with the same value (the shown records' one
  value is no channel: the set tells the intruder nothing the marginal does not).
  inputs : pairs (pairs.sql), values (values.sql), suppressed (suppressed.sql);
           variables ([var, own] pairs); candidates (channel positions); size (1 to 3);
           min_support (the fewest records showing a combination that recovers)
  output : var, row_id, channel ('columns'), a, b, c
  grain  : one row per recovered (record, variable, column set)
-#}
{%- import "utility/leak_check/_column_dependency.sql" as dependency with context %}
WITH v AS (
    SELECT row_id, j, x
    FROM {{ values|qi }}
    WHERE j IN ({% for j in candidates %}{{ j|int }}{{ ", " if not loop.last }}{% endfor %})
), sets AS (
    SELECT v1.row_id, v1.j AS a, -1 AS b, -1 AS c,
           v1.x AS x1, CAST(NULL AS VARCHAR) AS x2, CAST(NULL AS VARCHAR) AS x3
    FROM v AS v1
{%- if size >= 2 %}
    UNION ALL
    SELECT v1.row_id, v1.j, v2.j, -1, v1.x, v2.x, CAST(NULL AS VARCHAR)
    FROM v AS v1
    JOIN v AS v2 ON v2.row_id = v1.row_id AND v2.j > v1.j
{%- endif %}
{%- if size >= 3 %}
    UNION ALL
    SELECT v1.row_id, v1.j, v2.j, v3.j, v1.x, v2.x, v3.x
    FROM v AS v1
    JOIN v AS v2 ON v2.row_id = v1.row_id AND v2.j > v1.j
    JOIN v AS v3 ON v3.row_id = v1.row_id AND v3.j > v2.j
{%- endif %}
), spread AS (
    -- whether the records showing each variable show two values or more: with every
    -- record in one combination of each set, a set of single-valued combinations has
    -- two values among them exactly then
    SELECT {{ dependency.varies() }}
    FROM {{ pairs|qi }}
), groups AS (
    -- each combination's least and greatest value of each variable among the records
    -- showing it, and how many show it
    SELECT t.a, t.b, t.c, t.x1, t.x2, t.x3,
           {% for var, own in variables %}min(p.r_{{ var|int }}) AS y_{{ var|int }}, max(p.r_{{ var|int }}) AS y_max_{{ var|int }}, count(p.r_{{ var|int }}) AS support_{{ var|int }}{{ ", " if not loop.last }}{% endfor %}
    FROM sets AS t
    JOIN {{ pairs|qi }} AS p ON p.row_id = t.row_id
    GROUP BY t.a, t.b, t.c, t.x1, t.x2, t.x3
), by_set AS (
    SELECT g.a, g.b, g.c,
           {{ dependency.fd() }}
    FROM groups AS g
    CROSS JOIN spread AS v
    GROUP BY g.a, g.b, g.c
), determined AS (
{%- for var, own in variables %}
    SELECT {{ var|int }} AS var, g.a, g.b, g.c, g.x1, g.x2, g.x3, g.y_{{ var|int }} AS y
    FROM groups AS g
    JOIN by_set AS f ON f.a = g.a AND f.b = g.b AND f.c = g.c
    WHERE f.fd_{{ var|int }} AND g.support_{{ var|int }} >= {{ min_support|int }}
    {%- if own >= 0 %} AND {{ own|int }} NOT IN (g.a, g.b, g.c){% endif %}
{%- if not loop.last %}
    UNION ALL
{%- endif %}
{%- endfor %}
), wanted AS (
    SELECT s.var, s.row_id, s.target, t.a, t.b, t.c, t.x1, t.x2, t.x3
    FROM {{ suppressed|qi }} AS s
    JOIN sets AS t ON t.row_id = s.row_id
    WHERE s.var IN ({% for var, own in variables %}{{ var|int }}{{ ", " if not loop.last }}{% endfor %})
)
SELECT DISTINCT w.var, w.row_id, 'columns' AS channel, w.a, w.b, w.c
FROM wanted AS w
JOIN determined AS d
  ON d.var = w.var AND d.a = w.a AND d.b = w.b AND d.c = w.c
 AND d.x1 IS NOT DISTINCT FROM w.x1 AND d.x2 IS NOT DISTINCT FROM w.x2
 AND d.x3 IS NOT DISTINCT FROM w.x3 AND d.y = w.target
