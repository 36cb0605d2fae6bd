{#-
  protect/draws/uniforms.sql -- every record with its strata, its treated variables and
  their uniform draws, in one pass: the draw is the registered Arrow function
  `function` (udfs.draws.uniform_arrow, numpy: the same bits as udfs.draws.uniform).
  inputs : keyed (the problem's keyed view), id (record-id column), strata (column
           names), variables (names), function (the registered function's name)
  values : $key0, $key1, ... (UBIGINT: udfs.draws.stream_key of variable i)
  output : __sdc_id (BIGINT record id), the strata, the variables, __sdc_u<i> (DOUBLE)
  grain  : one row per record, any order
-#}
SELECT CAST({{ id|qi }} AS BIGINT) AS __sdc_id
{%- for s in strata %}, {{ s|qi }}{% endfor %}
{%- for v in variables %}, {{ v|qi }}{% endfor %}
{%- for v in variables %},
    {{ function|qi }}(CAST($key{{ loop.index0 }} AS UBIGINT), CAST({{ id|qi }} AS BIGINT)) AS __sdc_u{{ loop.index0 }}
{%- endfor %}
FROM {{ keyed|qi }}
