{#-
  probe_frequencies.sql -- fk and Fk of patterns that are not (all) in the file:
  the records of the current file compatible with each probe pattern, NULL as a
  wildcard on both sides (seed 002 section 4) -- what a record would count if its
  keys outside the kept set were suppressed.  Same equi-join plan as
  frequencies/cell_table.sql, with the probes as targets and the base cells as
  sources (frequencies.plan_targets with source masks).
  inputs : base (frequencies/base_cells.sql of the current file, weights in fixed
           point 2^-52); probes (probe_patterns.sql); targets (one per probe mask:
           {mask, sources: [{cols, masks}]})
  output : __sdc_cell (probe id), fk, Fk_hat
  grain  : one row per probe pattern
-#}
WITH contributions AS (
{% for t in targets %}
{% set outer_first = loop.first %}
{% for s in t.sources %}
    {% if not (outer_first and loop.first) %}UNION ALL{% endif %}
    SELECT a.__sdc_cell, s.c, s.w
    FROM {{ probes|qi }} AS a
    {{ "JOIN" if s.cols else "CROSS JOIN" }} (
        SELECT {% for i in s.cols %}__sdc_k{{ i|int }}, {% endfor %}
               sum(__sdc_c) AS c, sum(__sdc_wsum) AS w
        FROM {{ base|qi }}
        WHERE __sdc_mask IN ({% for m in s.masks %}{{ m|int }}{{ ", " if not loop.last }}{% endfor %})
        {% if s.cols %}GROUP BY ALL{% endif %}
    ) AS s
    {% if s.cols %}
    ON {% for i in s.cols %}a.__sdc_k{{ i|int }} = s.__sdc_k{{ i|int }}{{ " AND " if not loop.last }}{% endfor %}
    {% endif %}
    WHERE a.__sdc_mask = {{ t.mask|int }}
{% endfor %}
{% endfor %}
)
SELECT __sdc_cell, sum(c) AS fk, CAST(sum(w) AS DOUBLE) * power(2.0, -52) AS Fk_hat
FROM contributions
GROUP BY __sdc_cell
