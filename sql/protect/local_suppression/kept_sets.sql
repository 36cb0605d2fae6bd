{#-
  kept_sets.sql -- one level of the dimension-by-dimension scan (seed 002 section
  8.1): for every unsafe pattern P, the sets K of its suppressible keys with d
  members that may be kept (every other suppressible key of P set to NULL).
  Level 0 is the empty set (every suppressible key NULL).  A set of level d >= 1
  is screened only when each of its d subsets of level d - 1 was found safe: a
  combination containing an unsafe sub-combination is unsafe (the risk never
  falls when a key is added, seed 002 section 6.4), so it is not screened again.
  The set of every available key (P itself) is known unsafe and never screened.
  inputs : patterns (unsafe_patterns.sql); previous (the scan table of level
           d - 1: __sdcp_pattern, kept, safe) or none at level 0; n_keys;
           suppressible (round key positions that may be suppressed); level (d)
  output : __sdcp_pattern, kept (BIGINT bit set over round key positions),
           __sdc_k0.. (the pattern P with the keys outside K suppressed)
  grain  : one row per (unsafe pattern, kept set screened at this level)
-#}
{% import "protect/local_suppression/_scan.sql" as scan_m %}
WITH avail AS (
    SELECT *, {{ scan_m.avail(suppressible) }} AS __sdcp_avail
    FROM {{ patterns|qi }}
),
{% if previous is none %}
candidates AS (
    SELECT __sdcp_pattern, 0::BIGINT AS kept FROM avail
),
{% else %}
safe_prev AS (
    SELECT __sdcp_pattern, kept FROM {{ previous|qi }} WHERE safe
),
grown AS (
    -- K = S + {j}, j above every member of S, so that each K is built once
    SELECT DISTINCT s.__sdcp_pattern, s.kept | (1::BIGINT << j.j) AS kept, a.__sdcp_avail
    FROM safe_prev AS s
    JOIN avail AS a USING (__sdcp_pattern)
    CROSS JOIN (VALUES {% for s in suppressible %}({{ s|int }}){{ ", " if not loop.last }}{% endfor %}) AS j(j)
    WHERE (a.__sdcp_avail >> j.j) & 1 = 1
      AND s.kept < (1::BIGINT << j.j)
),
candidates AS (
    -- every subset of K one member smaller must be safe
    SELECT g.__sdcp_pattern, g.kept
    FROM grown AS g
    CROSS JOIN (VALUES {% for s in suppressible %}({{ s|int }}){{ ", " if not loop.last }}{% endfor %}) AS b(b)
    JOIN safe_prev AS s
      ON s.__sdcp_pattern = g.__sdcp_pattern AND s.kept = g.kept & ~(1::BIGINT << b.b)
    WHERE (g.kept >> b.b) & 1 = 1 AND g.kept <> g.__sdcp_avail
    GROUP BY g.__sdcp_pattern, g.kept
    HAVING count(*) = {{ level|int }}
),
{% endif %}
screened AS (
    SELECT
        c.__sdcp_pattern,
        c.kept,
        {{ scan_m.pattern_with("c.kept", n_keys, suppressible) }}
    FROM candidates AS c
    JOIN avail AS a USING (__sdcp_pattern)
)
SELECT * FROM screened
