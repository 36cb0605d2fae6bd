{#-
  protect/sampling/checks.sql -- what sampling refuses: a unit (household) in more than
  one sampling stratum, a missing unit id, and units whose records disagree on the
  fraction.
  inputs : units (protect/sampling/units.sql), source (the records), unit (the unit
           column), fraction_column (optional)
  output : split_units (units in more than one stratum), missing_units (records
           without a unit id), mixed_fractions (units whose records carry two fractions)
  grain  : one row
-#}
SELECT
    (SELECT count(*) - count(DISTINCT __sdc_unit) FROM {{ units|qi }}) AS split_units,
    (SELECT count(*) FROM {{ source|qi }} WHERE {{ unit|qi }} IS NULL) AS missing_units,
{%- if fraction_column %}
    (SELECT count(*) FROM (SELECT {{ unit|qi }} FROM {{ source|qi }}
                           GROUP BY {{ unit|qi }}
                           HAVING count(DISTINCT {{ fraction_column|qi }}) > 1) AS m)
        AS mixed_fractions
{%- else %}
    0 AS mixed_fractions
{%- endif %}
