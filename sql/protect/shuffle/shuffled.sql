{#-
  protect/shuffle/shuffled.sql -- each variable's non-NULL values permuted within each
  stratum: the value at position m in (u, record id) order goes to the record at
  position m in record-id order (udfs/shuffle.py), by two row_number windows per
  variable joined on (stratum, m).
  inputs : keyed (the problem's keyed view), id (record-id column), strata (column
           names), variables (names), draws (a relation of __sdc_id and __sdc_u<i>,
           the uniform draw of variable i)
  output : __sdc_id (BIGINT record id), the variables (their types; NULL stays NULL)
  grain  : one row per record, any order
-#}
{%- macro by() %}{% if strata %}PARTITION BY {% for s in strata %}{{ s|qi }}{{ ", " if not loop.last }}{% endfor %} {% endif %}{% endmacro %}
WITH d AS (
    SELECT CAST(k.{{ id|qi }} AS BIGINT) AS __sdc_id
    {%- for s in strata %}, k.{{ s|qi }}{% endfor %}
    {%- for v in variables %}, k.{{ v|qi }}, u.__sdc_u{{ loop.index0 }}{% endfor %}
    FROM {{ keyed|qi }} AS k
    JOIN {{ draws|qi }} AS u ON u.__sdc_id = CAST(k.{{ id|qi }} AS BIGINT)
)
{%- for v in variables %}
{%- set i = loop.index0 %},
p{{ i }} AS (
    SELECT __sdc_id{% for s in strata %}, {{ s|qi }}{% endfor %},
           row_number() OVER ({{ by() }}ORDER BY __sdc_id) AS __sdc_m
    FROM d WHERE {{ v|qi }} IS NOT NULL
),
q{{ i }} AS (
    SELECT {{ v|qi }} AS __sdc_v{% for s in strata %}, {{ s|qi }}{% endfor %},
           row_number() OVER ({{ by() }}ORDER BY __sdc_u{{ i }}, __sdc_id) AS __sdc_m
    FROM d WHERE {{ v|qi }} IS NOT NULL
),
n{{ i }} AS (
    SELECT p.__sdc_id, q.__sdc_v
    FROM p{{ i }} AS p
    JOIN q{{ i }} AS q ON q.__sdc_m = p.__sdc_m{% for s in strata %} AND q.{{ s|qi }} = p.{{ s|qi }}{% endfor %}
)
{%- endfor %}
SELECT d.__sdc_id
{%- for v in variables %},
    n{{ loop.index0 }}.__sdc_v AS {{ v|qi }}
{%- endfor %}
FROM d
{%- for v in variables %}
LEFT JOIN n{{ loop.index0 }} ON n{{ loop.index0 }}.__sdc_id = d.__sdc_id
{%- endfor %}
