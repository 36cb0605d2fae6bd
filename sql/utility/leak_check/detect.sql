{#-
  detect.sql -- which keys are household-level (the same value for every member of
  every household where it is present: seed 000 section 7) and which are household
  sizes (that value equals the number of members, so the released household id
  gives it back: seed 002 section 8.2).  Read from the data, not the spec: the leak
  check trusts the file (docs/utility/leak_check.md).
  inputs : keyed (keyed view: __sdc_k0.., __sdc_hh); n_keys
  output : key_index, household_level (boolean), size_variable (boolean)
  grain  : one row per key
-#}
{% for i in range(n_keys) %}
SELECT
    {{ i|int }} AS key_index,
    coalesce(bool_and(present = 0 OR lo = hi), TRUE) AS household_level,
    coalesce(bool_and(present = 0 OR (lo = hi AND TRY_CAST(lo AS DOUBLE) = members)), FALSE)
        AND coalesce(sum(present), 0) > 0 AS size_variable
FROM (
    SELECT
        min(__sdc_k{{ i|int }}) AS lo,
        max(__sdc_k{{ i|int }}) AS hi,
        count(__sdc_k{{ i|int }}) AS present,
        count(*) AS members
    FROM {{ keyed|qi }}
    WHERE __sdc_hh IS NOT NULL
    GROUP BY __sdc_hh
) AS households
{% if not loop.last %}UNION ALL{% endif %}
{% endfor %}
