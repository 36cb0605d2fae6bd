{#-
  unique_subsets.sql -- SUDA2 (seed 004 section 3.4.1), the set-based search: every
  (cell, key subset) on which the cell's one record is a sample unique.
  inputs : cells (the cell table: __sdc_cell, __sdc_k0.., __sdc_mask, __sdc_c records);
           q (the number of keys; columns __sdc_k{q}.. are strata); strata (the
           strata column positions, appended to every set: uniqueness within a
           stratum); sets (lists of key positions, every subset searched);
           ignore_missing (bool: a record with a missing value on S has no pattern
           on S; false: missing is a value); null_keys (bool, default true: some
           cell has a missing key -- false skips the missing-value test)
  output : __sdc_cell, mask (sum of 2^i over the keys i of the subset)
  grain  : one row per (cell, key subset) held by exactly one record
  method : one GROUPING SETS aggregate over the cells, never the records; a group of
           one record is one cell, so min(__sdc_cell) is that record's cell (no join
           back); single-argument GROUPING only, filtered outside the
           aggregate (Spark resolves no GROUPING in HAVING)
-#}
{% set nulls = ignore_missing and (null_keys is not defined or null_keys) %}
{% set mask %}{% for i in range(q) %}(1 - GROUPING(__sdc_k{{ i|int }})) * {{ (2 ** i)|int }}{{ " + " if not loop.last }}{% endfor %}{% endset %}
SELECT __sdc_cell, mask
FROM (
    SELECT min(__sdc_cell) AS __sdc_cell, CAST({{ mask }} AS BIGINT) AS mask,
           sum(__sdc_c) AS __sdc_n{% if nulls %}, min(__sdc_mask) AS __sdc_nulls{% endif %}
    FROM {{ cells|qi }}
    GROUP BY GROUPING SETS (
        {% for s in sets %}({% for i in s %}__sdc_k{{ i|int }}{{ ", " if not loop.last }}{% endfor %}{% for i in strata %}, __sdc_k{{ i|int }}{% endfor %}){{ "," if not loop.last }}
        {% endfor %}
    )
) AS g
WHERE __sdc_n = 1
{% if nulls %}
  AND (__sdc_nulls & mask) = 0
{% endif %}
