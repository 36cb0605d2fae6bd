{#-
  probe_frequencies.sql -- fk and Fk of patterns that are not (all) in the file:
  the records of the current file compatible with each probe pattern, NULL as a
  wildcard on both sides (seed 002 section 4) -- what a record would count if its
  keys outside the kept set were suppressed.  The plan of frequencies/cell_table.sql
  (every (probe mask, common columns) join at once), with the probes as targets and
  the base cells as sources (frequencies.plan_targets with source masks).
  inputs : base (frequencies/base_cells.sql of the current file, weights in fixed
           point 2^-52); probes (probe_patterns.sql); targets (one per probe mask:
           {mask, sources: [{cols, masks}]}); n_keys
  output : __sdc_cell (probe id), fk, Fk_hat
  grain  : one row per probe pattern
  plan   : the source cells summed per (join, common columns) in one aggregate, every
           probe meeting them in one NULL-safe join on (join, those columns): a query
           of fixed size whatever the number of masks (one equi-join per pair was a
           union of up to a hundred joins, each its own Spark jobs).
-#}
{% import "frequencies/_join.sql" as j %}
WITH plan AS (
    {{ j.join_plan(targets, n_keys) }}
), sources AS (
    SELECT p.join_id,
           {%- for i in range(n_keys) %}
           CASE WHEN p.on{{ i|int }} = 1 THEN b.__sdc_k{{ i|int }} END AS __sdc_j{{ i|int }},
           {%- endfor %}
           sum(b.__sdc_c) AS c, sum(b.__sdc_wsum) AS w
    FROM {{ base|qi }} AS b
    JOIN plan AS p ON b.__sdc_mask = p.source_mask
    GROUP BY p.join_id{% for i in range(n_keys) %}, __sdc_j{{ i|int }}{% endfor %}
), targets AS (
    SELECT a.__sdc_cell, p.join_id
           {%- for i in range(n_keys) %},
           CASE WHEN p.on{{ i|int }} = 1 THEN a.__sdc_k{{ i|int }} END AS __sdc_j{{ i|int }}
           {%- endfor %}
    FROM {{ probes|qi }} AS a
    JOIN (SELECT DISTINCT target_mask, join_id{% for i in range(n_keys) %}, on{{ i|int }}{% endfor %} FROM plan) AS p
      ON a.__sdc_mask = p.target_mask
)
SELECT t.__sdc_cell, sum(s.c) AS fk, CAST(sum(s.w) AS DOUBLE) * power(2.0, -52) AS Fk_hat
FROM targets AS t
JOIN sources AS s
  ON t.join_id = s.join_id
  {%- for i in range(n_keys) %}
 AND t.__sdc_j{{ i|int }} IS NOT DISTINCT FROM s.__sdc_j{{ i|int }}
  {%- endfor %}
GROUP BY t.__sdc_cell
