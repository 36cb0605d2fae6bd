{#-
  unsafe_combinations.sql -- the unsafe value combinations of the ARGUS rule, for
  people: the variables of their combination and their values.
  inputs : frequencies (combination_frequencies.sql); n_keys; set_ids (the
           combinations' set ids)
  params : $v<set_id> (list: the names of the variables of each set)
  output : dimension, variables, "values" (the combination's values as text),
           fk, Fk_hat
  grain  : one row per unsafe value combination, by dimension, set and values
-#}
SELECT
    dimension,
    CASE set_id {% for i in set_ids %}WHEN {{ i|int }} THEN $v{{ i|int }} {% endfor %}END AS variables,
    list_filter([{% for j in range(n_keys) %}CAST(__sdc_k{{ j|int }} AS VARCHAR){{ ", " if not loop.last }}{% endfor %}], lambda v: v IS NOT NULL) AS "values",
    fk,
    Fk_hat
FROM {{ frequencies|qi }}
WHERE unsafe
ORDER BY dimension, set_id, {% for j in range(n_keys) %}__sdc_k{{ j|int }} NULLS FIRST{{ ", " if not loop.last }}{% endfor %}
