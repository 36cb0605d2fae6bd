{#-
  protect/massc/substituted.sql -- the records after MASSC's substitution: the keys of
  the records of the PRAM-ed strata from their PRAM runs, the others unchanged.
  inputs : strata (protect/massc/strata.sql), pramed (relations of the PRAM runs: the
           id column and the keys), id_name (their record-id column), columns (input
           columns), keys (the substituted columns)
  output : columns, __sdc_row, __sdc_rid, __sdc_h, __sdc_f
  grain  : one row per record
-#}
WITH p AS (
{%- if pramed %}
{%- for t in pramed %}
    SELECT {{ id_name|qi }} AS __sdc_pid{% for k in keys %}, {{ k|qi }}{% endfor %} FROM {{ t|qi }}
    {{ "UNION ALL" if not loop.last }}
{%- endfor %}
{%- else %}
    SELECT CAST(NULL AS BIGINT) AS __sdc_pid{% for k in keys %}, NULL AS {{ k|qi }}{% endfor %} WHERE false
{%- endif %}
)
SELECT
{%- for c in columns %}
{%- if c in keys %}
    CASE WHEN p.__sdc_pid IS NULL THEN s.{{ c|qi }} ELSE p.{{ c|qi }} END AS {{ c|qi }},
{%- else %}
    s.{{ c|qi }},
{%- endif %}
{%- endfor %}
    s.__sdc_row,
    s.__sdc_rid,
    s.__sdc_h,
    s.__sdc_f
FROM {{ strata|qi }} AS s
LEFT JOIN p ON p.__sdc_pid = s.__sdc_rid
