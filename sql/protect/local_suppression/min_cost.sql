{#-
  min_cost.sql -- the smallest number of keys a choice of the round suppresses: the
  round applies the choices up to a cap at least this.
  inputs : choice (choose.sql)
  output : min_cost
  grain  : one row
-#}
SELECT min(cost) AS min_cost FROM {{ choice|qi }}
