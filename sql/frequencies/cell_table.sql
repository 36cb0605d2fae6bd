{#-
  cell_table.sql -- fk and Fk per cell with missing-value-compatible counting
  (seed 002 section 4; seed 004 section 3.2.2).
  inputs : base (base cells table); n_keys; targets: one per NULL-mask present,
           {mask, sources: [{cols, masks, identity}]} where `cols` are the keys
           non-NULL in both the target mask and every source mask of the group
           (grouped so that each (target, common columns) pair is one join);
           weighting: 'none' (alpha = 1), 'zero' (alpha = 0) or 'alpha';
           split_own_weight (bool); category (bool: NULL is its own category);
           code (digits of the integer cell code, or none; see _join.sql)
  params : $alpha (only when weighting = 'alpha')
  output : the base cell columns plus fk and Fk_hat (DOUBLE, from exact DECIMAL sums)
           [and __sdc_code]
  grain  : one row per base cell
  cost   : for M distinct NULL-masks at most M * M equi-joins of cell tables
           (never records), each on the columns non-NULL in both masks.
-#}
{% macro gamma(expr) -%}
{% if weighting == 'none' %}{{ expr }}{% elif weighting == 'zero' %}CASE WHEN __sdc_mask = 0 THEN {{ expr }} ELSE 0 END{% else %}{{ expr }} * CASE WHEN __sdc_mask = 0 THEN 1 ELSE CAST($alpha AS DECIMAL(38, 12)) END{% endif %}
{%- endmacro %}
{% import "frequencies/_join.sql" as j %}
{% if category %}
SELECT *, __sdc_c AS fk, CAST(__sdc_wsum AS DOUBLE) AS Fk_hat{% if code %}, {{ j.cell_code(code, base|qi) }} AS __sdc_code{% endif %}

FROM {{ base|qi }}
{% else %}
WITH contributions AS (
{% for t in targets %}
{% set outer_first = loop.first %}
{% for s in t.sources %}
    {% if not (outer_first and loop.first) %}UNION ALL{% endif %}
    {% if s.identity %}
    SELECT __sdc_cell, {{ gamma('__sdc_c') }} AS c, {{ gamma('__sdc_wsum') }} AS w
    FROM {{ base|qi }}
    WHERE __sdc_mask = {{ t.mask|int }}
    {% else %}
    SELECT a.__sdc_cell, s.c, s.w
    FROM {{ base|qi }} AS a
    {{ "JOIN" if s.cols else "CROSS JOIN" }} (
        SELECT {% for i in s.cols %}__sdc_k{{ i|int }}, {% endfor %}
               sum({{ gamma('__sdc_c') }}) AS c,
               sum({{ gamma('__sdc_wsum') }}) AS w
        FROM {{ base|qi }}
        WHERE __sdc_mask IN ({% for m in s.masks %}{{ m|int }}{{ ", " if not loop.last }}{% endfor %})
        {% if s.cols %}GROUP BY ALL{% endif %}
    ) AS s
    {% if s.cols %}
    ON {% for i in s.cols %}a.__sdc_k{{ i|int }} = s.__sdc_k{{ i|int }}{{ " AND " if not loop.last }}{% endfor %}
    {% endif %}
    WHERE a.__sdc_mask = {{ t.mask|int }}
    {% endif %}
{% endfor %}
{% endfor %}
),
totals AS (
    SELECT __sdc_cell, sum(c) AS c, sum(w) AS w
    FROM contributions
    GROUP BY __sdc_cell
)
SELECT
    b.*,
    {% if weighting == 'none' %}
    t.c AS fk,
    CAST(t.w AS DOUBLE) AS Fk_hat
    {% elif weighting == 'zero' %}
    t.c + (b.__sdc_mask <> 0)::BIGINT AS fk,
    CAST(t.w + CASE WHEN b.__sdc_mask <> 0 THEN b.__sdc_own_w ELSE 0 END AS DOUBLE) AS Fk_hat
    {% else %}
    CAST(t.c + CASE WHEN b.__sdc_mask <> 0 THEN 1 - CAST($alpha AS DECIMAL(38, 12)) ELSE 0 END AS DOUBLE) AS fk,
    CAST(t.w + CASE WHEN b.__sdc_mask <> 0 THEN (1 - CAST($alpha AS DECIMAL(38, 12))) * b.__sdc_own_w ELSE 0 END AS DOUBLE) AS Fk_hat
    {% endif %}
    {% if code %}, {{ j.cell_code(code, "b") }} AS __sdc_code{% endif %}

FROM {{ base|qi }} AS b
JOIN totals AS t USING (__sdc_cell)
{% endif %}
