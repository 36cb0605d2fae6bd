{#-
  protect/sampling/totals.sql -- records and weight totals before and after sampling.
  inputs : source (the records sampled), keyed (the problem's keyed view: __sdc_w),
           released (protect/sampling/released.sql), weight_out (its weight column)
  output : n_before, w_before, n_after, w_after
  grain  : one row
-#}
SELECT
    (SELECT count(*) FROM {{ source|qi }}) AS n_before,
    (SELECT sum(__sdc_w) FROM {{ keyed|qi }}) AS w_before,
    (SELECT count(*) FROM {{ released|qi }}) AS n_after,
    (SELECT sum(CAST({{ weight_out|qi }} AS DOUBLE)) FROM {{ released|qi }}) AS w_after
