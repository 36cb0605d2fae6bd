{#-
  protect/draws/paired.sql -- each record's values of the treated variables before and
  after a perturbation, side by side (what protect/draws/summary.sql aggregates; a
  table on either engine, so that the summary's three reads of it do not repeat the
  join: on DuckDB at 1,000,000 records a view made the summary 2.1 s, the table 1.1 s).
  inputs : keyed (the problem's keyed view), id (its record-id column), treated (a
           relation of __sdc_id and the new values, one row per record), strata (column
           names), variables (the treated ones), numeric (bool: the values as DOUBLE,
           NaN missing as NULL is; false: as they are)
  output : __sdc_s{j} (stratum column j), __sdc_b{i}, __sdc_a{i} (variable i before,
           after)
  grain  : one row per record
-#}
SELECT
{%- for s in strata %}
    k.{{ s|qi }} AS {{ ("__sdc_s" ~ loop.index0)|qi }},
{%- endfor %}
{%- for v in variables %}{% set i = loop.index0 %}
{%- if numeric %}
    CASE WHEN NOT isnan(CAST(k.{{ v|qi }} AS DOUBLE)) THEN CAST(k.{{ v|qi }} AS DOUBLE) END AS __sdc_b{{ i }},
    CASE WHEN NOT isnan(CAST(t.{{ v|qi }} AS DOUBLE)) THEN CAST(t.{{ v|qi }} AS DOUBLE) END AS __sdc_a{{ i }}{{ "," if not loop.last }}
{%- else %}
    k.{{ v|qi }} AS __sdc_b{{ i }},
    t.{{ v|qi }} AS __sdc_a{{ i }}{{ "," if not loop.last }}
{%- endif %}
{%- endfor %}
FROM {{ keyed|qi }} AS k
JOIN {{ treated|qi }} AS t ON t.__sdc_id = CAST(k.{{ id|qi }} AS BIGINT)
