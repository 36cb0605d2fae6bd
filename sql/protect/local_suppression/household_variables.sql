{#-
  household_variables.sql -- the declared household-level variables checked and
  weighed: how many households carry more than one value of each (must be none),
  and the average number of members a suppression of it touches (members of the
  record's household with the value present, averaged over the records that have
  it: sum c_h^2 / sum c_h), the cost factor of local suppression.
  inputs : keyed (keyed view: __sdc_hh, __sdc_k0..); items (list of {key, column}:
           key = the key position, or none for a column that is not a key, read raw)
  output : position (in items), mixed (households with more than one value),
           members_per_record (DOUBLE; NULL when the variable is missing everywhere)
  grain  : one row per declared household-level variable
-#}
{% for item in items %}
SELECT
    {{ loop.index0|int }} AS position,
    CAST(coalesce(sum(CASE WHEN distinct_values > 1 THEN 1 ELSE 0 END), 0) AS BIGINT) AS mixed,
    CAST(sum(present * present) AS DOUBLE) / nullif(sum(present), 0) AS members_per_record
FROM (
    SELECT
        {% if item.key is not none %}
        count(DISTINCT __sdc_k{{ item.key|int }}) AS distinct_values,
        count(__sdc_k{{ item.key|int }}) AS present
        {% else %}
        count(DISTINCT {{ item.column|qi }}) AS distinct_values,
        count({{ item.column|qi }}) AS present
        {% endif %}
    FROM {{ keyed|qi }}
    WHERE __sdc_hh IS NOT NULL
    GROUP BY __sdc_hh
) AS households
{% if not loop.last %}UNION ALL{% endif %}
{% endfor %}
