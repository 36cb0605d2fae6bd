{#-
  unsafe_records.sql -- every record with its risk, its threshold and why it is
  unsafe (seed 000 sections 4.1, 5.2 and 7.4.1; seed 002 sections 6.4, 7 and 8.2).
  With the rule '>=' (seed 000) a value v "reaches" a threshold t when v >= t;
  with '>' (seed 002) when v > t.
    individual : risk reaches $threshold
    household  : the household is unsafe (household_risk reaches $household_threshold)
                 and risk reaches delta_g = $household_threshold / household_size
    core       : the core risk pi * r(S) of the record's household size reaches
                 $threshold (no suppression of the other keys can make it safe)
  Precedence when several apply: core, then individual, then household.
  threshold is the record's own threshold: $threshold, or least($threshold, delta_g)
  when its household is unsafe; a record that is not core-unsafe is unsafe exactly
  when its risk reaches its threshold.
  inputs : keyed (keyed view); cell_risk (cells with risk); n_keys;
           null_safe (some key is NULL somewhere: join with IS NOT DISTINCT FROM);
           code (digits of the integer cell code, or none: see frequencies/_join.sql);
           internal (the keyed view's __sdc_ columns, dropped); households
           (household table or none); household_rule (bool: a household threshold
           is given); core (core-risk table by household size, or none); rule
           ('>=' or '>'); ordered (bool: input order)
  params : $threshold (+infinity for no individual threshold);
           $household_threshold (only with household_rule)
  output : every input column, risk, household_risk (with households), threshold,
           unsafe_reason ('core', 'individual', 'household' or NULL when safe)
  grain  : one row per input record
-#}
{% import "frequencies/_join.sql" as j %}
{% macro reaches(value, threshold) -%}
({{ value }} {% if rule == ">=" %}>={% else %}>{% endif %} {{ threshold }})
{%- endmacro %}
{% set hh_unsafe = reaches("h.household_risk", "$household_threshold") %}
{% set delta = "($household_threshold / h.household_size)" %}
SELECT
    r.* EXCLUDE ({% for c in internal %}{{ c|qi }}{{ ", " if not loop.last }}{% endfor %}),
    c.risk,
    {% if households %}
    h.household_risk,
    {% endif %}
    {% if household_rule %}
    CASE WHEN {{ hh_unsafe }} THEN least(CAST($threshold AS DOUBLE), {{ delta }})
         ELSE CAST($threshold AS DOUBLE) END AS threshold,
    {% else %}
    CAST($threshold AS DOUBLE) AS threshold,
    {% endif %}
    CASE
        {% if core %}
        WHEN {{ reaches("s.core_risk", "$threshold") }} THEN 'core'
        {% endif %}
        WHEN {{ reaches("c.risk", "$threshold") }} THEN 'individual'
        {% if household_rule %}
        WHEN {{ hh_unsafe }} AND {{ reaches("c.risk", delta) }} THEN 'household'
        {% endif %}
    END AS unsafe_reason
{{ j.records_from(keyed, cell_risk, households, n_keys, null_safe, code) }}
{% if core %}
LEFT JOIN {{ core|qi }} AS s ON s.household_size IS NOT DISTINCT FROM h.household_size
{% endif %}
{% if ordered %}
ORDER BY r.__sdc_row
{% endif %}
