{#-
  choose.sql -- the suppression chosen for every unsafe pattern after the scan
  (docs/protect/local_suppression.md).  Among the kept sets K found safe at any level
  (kept_sets.sql), the one that keeps the most: the largest sum of suppression
  weights of the kept keys (= the smallest weight suppressed); with an importance
  order, the largest sum of 2^rank (the most important keys first, exactly
  lexicographic); ties: the lower risk after (k mode: the larger fk), then the
  larger bit set.  A pattern whose empty kept set (every suppressible key NULL)
  is unsafe cannot be made safe: every suppressible key is suppressed (seed 002
  section 8.2) and its records are reported.
  inputs : patterns (unsafe_patterns.sql); scan (__sdcp_pattern, kept, value,
           safe for every screened set); n_keys; suppressible; mode ('risk' or
           'k'); ranked (bool: an importance order is given)
  params : $weights (DOUBLE[]: suppression weight by round key position);
           $ranks (BIGINT[]: 2^rank by position, only when ranked)
  output : __sdc_k0.. (the pattern P), kept (the chosen kept set), cost (the
           number of keys it suppresses; one more than the suppressible keys for
           a pattern that cannot be made safe)
  grain  : one row per unsafe pattern
-#}
{% import "protect/local_suppression/_scan.sql" as scan_m %}
WITH scored AS (
    SELECT
        __sdcp_pattern,
        kept,
        value,
        {{ scan_m.kept_weight("kept", suppressible) }} AS kept_weight,
        {{ scan_m.kept_rank("kept", suppressible, ranked) }} AS kept_rank
    FROM {{ scan|qi }}
    WHERE safe
),
chosen AS (
    SELECT __sdcp_pattern, kept
    FROM scored
    QUALIFY row_number() OVER (
        PARTITION BY __sdcp_pattern
        ORDER BY kept_rank DESC, kept_weight DESC,
                 value {% if mode == "k" %}DESC{% else %}ASC{% endif %}, kept DESC) = 1
),
avail AS (
    SELECT *, {{ scan_m.avail(suppressible) }} AS __sdcp_avail
    FROM {{ patterns|qi }}
)
SELECT
    {% for i in range(n_keys) %}a.__sdc_k{{ i|int }}, {% endfor %}
    coalesce(c.kept, 0::BIGINT) AS kept,
    CASE WHEN c.kept IS NULL THEN {{ (suppressible|length + 1)|int }}
         ELSE bit_count(a.__sdcp_avail & ~c.kept) END AS cost
FROM avail AS a
LEFT JOIN chosen AS c USING (__sdcp_pattern)
