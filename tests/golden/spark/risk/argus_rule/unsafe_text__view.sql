SELECT
  dimension,
  ARRAY_JOIN(variables, '*') AS variables,
  ARRAY_JOIN(`values`, '*') AS `values`,
  fk,
  Fk_hat
FROM `__sdc_argus_unsafe_1_p`
