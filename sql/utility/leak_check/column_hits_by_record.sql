{#-
  column_hits_by_record.sql -- column_hits.sql's relation for a small file: every
  record spread over every column set (a self-join of the long form), which plans in
  milliseconds where column_hits.sql's grouping sets take a large fraction of a second
  (the leak check chooses by records x sets: sdcsql.utility.leak_check).
  Channel (c), released columns: for the variable `var`, every set
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
  inputs : pairs (pairs.sql), values (values.sql), suppressed (suppressed.sql);
           var (position); candidates (channel positions); size (1 to 3);
           min_support (the fewest records showing a combination that recovers)
  output : var, row_id, channel ('columns'), a, b, c
  grain  : one row per recovered (record, variable, column set)
-#}
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
), shown AS (
    SELECT row_id, r_{{ var|int }} AS y
    FROM {{ pairs|qi }}
    WHERE r_{{ var|int }} IS NOT NULL
), wanted AS (
    SELECT s.row_id, s.target, t.a, t.b, t.c, t.x1, t.x2, t.x3
    FROM {{ suppressed|qi }} AS s
    JOIN sets AS t ON t.row_id = s.row_id
    WHERE s.var = {{ var|int }}
), groups AS (
    SELECT t.a, t.b, t.c, t.x1, t.x2, t.x3, min(sh.y) AS y,
           count(DISTINCT sh.y) AS n_values, count(*) AS support
    FROM sets AS t
    JOIN shown AS sh ON sh.row_id = t.row_id
    JOIN (SELECT DISTINCT a, b, c FROM wanted) AS k ON k.a = t.a AND k.b = t.b AND k.c = t.c
    GROUP BY t.a, t.b, t.c, t.x1, t.x2, t.x3
), determined AS (
    SELECT g.a, g.b, g.c, g.x1, g.x2, g.x3, g.y
    FROM groups AS g
    JOIN (SELECT a, b, c FROM groups GROUP BY a, b, c
          HAVING max(n_values) = 1 AND count(DISTINCT y) >= 2) AS fd
      ON fd.a = g.a AND fd.b = g.b AND fd.c = g.c
    WHERE g.support >= {{ min_support|int }}
)
SELECT DISTINCT {{ var|int }} AS var, w.row_id, 'columns' AS channel, w.a, w.b, w.c
FROM wanted AS w
JOIN determined AS d
  ON d.a = w.a AND d.b = w.b AND d.c = w.c
 AND d.x1 IS NOT DISTINCT FROM w.x1 AND d.x2 IS NOT DISTINCT FROM w.x2
 AND d.x3 IS NOT DISTINCT FROM w.x3 AND d.y = w.target
