{#-
  protect/sampling/sample.sql -- the selected units' records, with the design weight
  divided by the inclusion probability: w' = w N_h / m_h (the Horvitz-Thompson weight).
  inputs : source (relation of records with the column order), selected
           (protect/sampling/selected.sql), unit (the unit column), strata (sampling
           strata), columns (the columns to keep, in order), weight (the weight column
           replaced, or none), weight_out (the name of the new weight: weight, or a new
           column appended), order (the column of the input order)
  output : columns (weight_out DOUBLE), __sdc_order (the input order), __sdc_pi
           (inclusion probability m_h / N_h)
  grain  : one row per record of a selected unit
-#}
SELECT
{%- for c in columns %}
{%- if c == weight %}
    CAST(k.{{ c|qi }} AS DOUBLE) * s.__sdc_n / s.__sdc_m AS {{ c|qi }},
{%- else %}
    k.{{ c|qi }},
{%- endif %}
{%- endfor %}
{%- if not weight %}
    CAST(s.__sdc_n AS DOUBLE) / s.__sdc_m AS {{ weight_out|qi }},
{%- endif %}
    k.{{ order|qi }} AS __sdc_order,
    CAST(s.__sdc_m AS DOUBLE) / s.__sdc_n AS __sdc_pi
FROM {{ source|qi }} AS k
JOIN {{ selected|qi }} AS s
  ON s.__sdc_key = k.{{ unit|qi }}
{%- for st in strata %}
 AND s.{{ st|qi }} IS NOT DISTINCT FROM k.{{ st|qi }}
{%- endfor %}
WHERE s.__sdc_selected
