{#-
  kept_sets_down.sql -- one level of the scan taken from the top (docs/protect/local_suppression.md):
  for every unsafe pattern P that can be made safe (its empty kept set is safe),
  the sets K of its suppressible keys with d members (d from the number of its
  keys minus one down to 1) that could still beat the best safe set found so far:
  a larger importance score, or the same and at least its weight.  A set contained
  in a safe set has a smaller weight than it, so it is never screened: once a
  pattern has a safe set that no smaller set can beat, its scan is over.  The
  result is the same kept set as the bottom-up scan of seed 002 section 8.1
  (kept_sets.sql), with far fewer sets screened when one or two suppressions make
  a record safe.
  inputs : patterns (unsafe_patterns.sql); scan (every set screened so far, level
           0 included: __sdcp_pattern, kept, value, safe); n_keys; suppressible;
           level_sets (the bit sets with d members over the suppressible keys);
           ranked (bool)
  params : $weights (DOUBLE[]); $ranks (BIGINT[], only when ranked)
  output : __sdcp_pattern, kept, __sdc_k0.. (the pattern P with the keys outside K
           suppressed)
  grain  : one row per (unsafe pattern, kept set screened at this level)
-#}
{% import "protect/local_suppression/_scan.sql" as scan_m %}
WITH avail AS (
    SELECT *, {{ scan_m.avail(suppressible) }} AS __sdcp_avail
    FROM {{ patterns|qi }}
    WHERE __sdcp_pattern IN (SELECT __sdcp_pattern FROM {{ scan|qi }} WHERE kept = 0 AND safe)
),
best AS (
    SELECT __sdcp_pattern, kept_rank AS best_rank, kept_weight AS best_weight
    FROM (
        SELECT __sdcp_pattern,
               {{ scan_m.kept_rank("kept", suppressible, ranked) }} AS kept_rank,
               {{ scan_m.kept_weight("kept", suppressible) }} AS kept_weight
        FROM {{ scan|qi }}
        WHERE safe
    )
    QUALIFY row_number() OVER (PARTITION BY __sdcp_pattern
                               ORDER BY kept_rank DESC, kept_weight DESC) = 1
),
sets AS (
    SELECT kept,
           {{ scan_m.kept_rank("kept", suppressible, ranked) }} AS kept_rank,
           {{ scan_m.kept_weight("kept", suppressible) }} AS kept_weight
    FROM (VALUES {% for s in level_sets %}({{ s|int }}::BIGINT){{ ", " if not loop.last }}{% endfor %}) AS v(kept)
),
candidates AS (
    SELECT a.__sdcp_pattern, s.kept
    FROM avail AS a
    CROSS JOIN sets AS s
    LEFT JOIN best AS b ON b.__sdcp_pattern = a.__sdcp_pattern
    WHERE (s.kept & ~a.__sdcp_avail) = 0
      AND s.kept <> a.__sdcp_avail
      AND (b.__sdcp_pattern IS NULL
           OR s.kept_rank > b.best_rank
           OR (s.kept_rank = b.best_rank AND s.kept_weight >= b.best_weight))
)
SELECT
    c.__sdcp_pattern,
    c.kept,
    {{ scan_m.pattern_with("c.kept", n_keys, suppressible) }}
FROM candidates AS c
JOIN avail AS a USING (__sdcp_pattern)
