{#-
  unsafe_text.sql -- the unsafe value combinations of the ARGUS rule as written to a
  file (sdcsql argus --out): the variables and the values joined by '*'.
  inputs : unsafe (the relation of unsafe_combinations.sql)
  output : dimension, variables ('region*sex'), values ('3*1'), fk, Fk_hat
  grain  : one row per unsafe value combination, in unsafe's order
-#}
SELECT
    dimension,
    array_to_string(variables, '*') AS variables,
    array_to_string("values", '*') AS "values",
    fk,
    Fk_hat
FROM {{ unsafe|qi }}
