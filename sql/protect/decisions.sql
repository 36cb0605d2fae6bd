{#-
  decisions.sql -- one suppression round's choice for every unsafe pattern
  (docs/protect.md, "The algorithm").
  For each pattern P and candidate Q (candidates.sql) with its frequencies after the
  suppression (probe table: fk, Fk_hat and value = risk, or fk in k mode):
    safe_after : Q is below the pattern's threshold (risk mode: risk does not reach
                 it by the rule; k mode: fk >= k)
    gain       : risk(P) - risk(Q) (k mode: fk(Q) - fk(P))
  If the all-keys candidate (key_index -1) is not safe, no single suppression can
  be (risk never rises when a key is suppressed): every suppressible key is
  suppressed and the pattern is reported as unprotectable.  Otherwise the
  single-key candidate chosen is, in order: safe after it; the smallest weight
  among the safe ones, the largest gain per unit of weight among the others;
  the lowest risk after (k mode: largest fk after); the last key.
  inputs : patterns (unsafe_patterns.sql); candidates; probe (probe cells with fk,
           Fk_hat, value); n_keys; suppressible; mode ('risk' or 'k'); rule
  params : $weights (DOUBLE[]: the suppression weight of each key, by position)
  output : __sdc_k0.. (the pattern P), key_index (a key to set to NULL)
  grain  : one row per (unsafe pattern, key suppressed in this round)
-#}
{% macro safe(v, t) -%}
{% if mode == "k" %}({{ v }} >= {{ t }}){% elif rule == ">=" %}({{ v }} < {{ t }}){% else %}({{ v }} <= {{ t }}){% endif %}
{%- endmacro %}
WITH scored AS (
    SELECT
        c.__sdcp_pattern,
        c.key_index,
        q.value AS value_after,
        {{ safe("q.value", "p.threshold") }} AS safe_after,
        {% if mode == "k" %}q.value - p.fk{% else %}p.risk - q.value{% endif %} AS gain,
        CASE WHEN c.key_index < 0 THEN 1.0 ELSE $weights[c.key_index + 1] END AS weight
    FROM {{ candidates|qi }} AS c
    JOIN {{ probe|qi }} AS q
      ON {% for i in range(n_keys) %}c.__sdc_k{{ i|int }} IS NOT DISTINCT FROM q.__sdc_k{{ i|int }}{{ " AND " if not loop.last }}{% endfor %}
    JOIN {{ patterns|qi }} AS p USING (__sdcp_pattern)
),
hopeless AS (
    SELECT __sdcp_pattern FROM scored WHERE key_index = -1 AND NOT safe_after
),
chosen AS (
    SELECT __sdcp_pattern, key_index
    FROM scored
    WHERE key_index >= 0 AND __sdcp_pattern NOT IN (SELECT __sdcp_pattern FROM hopeless)
    QUALIFY row_number() OVER (
        PARTITION BY __sdcp_pattern
        ORDER BY safe_after DESC,
                 CASE WHEN safe_after THEN weight ELSE -gain / weight END,
                 value_after {% if mode == "k" %}DESC{% endif %},
                 key_index DESC) = 1
    UNION ALL
    SELECT __sdcp_pattern, key_index
    FROM scored
    WHERE key_index >= 0 AND __sdcp_pattern IN (SELECT __sdcp_pattern FROM hopeless)
)
SELECT {% for i in range(n_keys) %}p.__sdc_k{{ i|int }}, {% endfor %}ch.key_index
FROM chosen AS ch
JOIN {{ patterns|qi }} AS p USING (__sdcp_pattern)
