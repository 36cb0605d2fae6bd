{#-
  protect/sampling/totals.sql -- records and weight totals before and after sampling;
  the weight totals as exact fixed-point sums (units of 2^-52, HUGEINT; DECIMAL(38, 0)
  on Spark), the same for any order of addition or engine.
  inputs : source (the records sampled), keyed (the problem's keyed view: __sdc_w),
           released (protect/sampling/released.sql), weight_out (its weight column)
  output : n_before, w_before_fixed, n_after, w_after_fixed (HUGEINT: the weight sums
           times 2^52)
  grain  : one row
-#}
{% import "_exact.sql" as e %}
SELECT
    (SELECT count(*) FROM {{ source|qi }}) AS n_before,
    (SELECT sum({{ e.fixed("CAST(__sdc_w AS DOUBLE) * power(2.0, 52)", dialect) }})
     FROM {{ keyed|qi }}) AS w_before_fixed,
    (SELECT count(*) FROM {{ released|qi }}) AS n_after,
    (SELECT sum({{ e.fixed("CAST(" ~ weight_out|qi ~ " AS DOUBLE) * power(2.0, 52)", dialect) }})
     FROM {{ released|qi }}) AS w_after_fixed
