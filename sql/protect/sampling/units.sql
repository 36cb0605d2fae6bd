{#-
  protect/sampling/units.sql -- the sampling units (households when the problem has a
  household id, else records), per sampling stratum, with their sampling fraction.
  inputs : source (relation of records), unit (the unit's column: household id or
           record id), rank_unit (bool: the unit column is not an integer, so its id is
           its dense rank in the column's order), strata (sampling strata, names),
           fraction_column (optional: a column holding each record's fraction)
  values : $fraction (DOUBLE in (0, 1]; when no fraction_column)
  output : __sdc_key (the unit column's value), __sdc_unit (BIGINT unit id: the draws'
           id), the strata, __sdc_f (the fraction), __sdc_members (records)
  grain  : one row per (unit, stratum); a unit in two strata gives two rows (refused)
-#}
SELECT
    {{ unit|qi }} AS __sdc_key,
{%- if rank_unit %}
    CAST(dense_rank() OVER (ORDER BY {{ unit|qi }}) AS BIGINT) AS __sdc_unit,
{%- else %}
    CAST({{ unit|qi }} AS BIGINT) AS __sdc_unit,
{%- endif %}
{%- for s in strata %}
    {{ s|qi }},
{%- endfor %}
{%- if fraction_column %}
    max({{ fraction_column|qi }}) AS __sdc_f,
{%- else %}
    CAST($fraction AS DOUBLE) AS __sdc_f,
{%- endif %}
    count(*) AS __sdc_members
FROM {{ source|qi }}
GROUP BY {{ unit|qi }}{% for s in strata %}, {{ s|qi }}{% endfor %}
