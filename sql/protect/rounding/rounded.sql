{#-
  protect/rounding/rounded.sql -- every record's variables rounded to the base b:
  b * floor(x / b + 1/2) in DOUBLE (the IEEE operations of udfs' numpy expression, so
  the same bits); NULL and NaN give NULL.
  inputs : keyed (the problem's keyed view), id (record-id column), variables (names)
  values : $base (DOUBLE, > 0)
  output : __sdc_id (BIGINT record id), the variables (DOUBLE)
  grain  : one row per record, any order
-#}
SELECT CAST({{ id|qi }} AS BIGINT) AS __sdc_id
{%- for v in variables %},
    CASE WHEN isnan(CAST({{ v|qi }} AS DOUBLE)) THEN NULL
         ELSE CAST($base AS DOUBLE) * floor(CAST({{ v|qi }} AS DOUBLE) / CAST($base AS DOUBLE) + 0.5)
    END AS {{ v|qi }}
{%- endfor %}
FROM {{ keyed|qi }}
