{#-
  probe_cells.sql -- the base cells of the current file plus every candidate pattern
  not among them, as empty cells (0 records, weight 0).  frequencies/cell_table.sql
  over this table gives each candidate pattern the fk and Fk it would have if the
  suppression were made (the records it is compatible with), while the real cells
  keep their counts, since empty cells add nothing.
  inputs : base (frequencies/base_cells.sql of the current file); candidates
           (candidates.sql); n_keys
  output : the columns of base_cells.sql
  grain  : one row per distinct key pattern (NULL a value)
-#}
WITH base_max AS (SELECT coalesce(max(__sdc_cell), 0) AS m FROM {{ base|qi }}),
new_patterns AS (
    SELECT DISTINCT {% for i in range(n_keys) %}__sdc_k{{ i|int }}{{ ", " if not loop.last }}{% endfor %}
    FROM {{ candidates|qi }}
    EXCEPT
    SELECT {% for i in range(n_keys) %}__sdc_k{{ i|int }}{{ ", " if not loop.last }}{% endfor %}
    FROM {{ base|qi }}
)
SELECT __sdc_cell, {% for i in range(n_keys) %}__sdc_k{{ i|int }}, {% endfor %}__sdc_mask, __sdc_c, __sdc_wsum
FROM {{ base|qi }}
UNION ALL
SELECT
    (SELECT m FROM base_max) + row_number() OVER () AS __sdc_cell,
    {% for i in range(n_keys) %}__sdc_k{{ i|int }}, {% endfor %}
    {% for i in range(n_keys) %}
    (__sdc_k{{ i|int }} IS NULL)::INTEGER * {{ (2 ** i)|int }}{{ " +" if not loop.last }}
    {% endfor %}
    AS __sdc_mask,
    0::BIGINT AS __sdc_c,
    0::HUGEINT AS __sdc_wsum
FROM new_patterns
