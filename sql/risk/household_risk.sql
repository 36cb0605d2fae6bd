{#-
  household_risk.sql -- household risk r_g = 1 - prod over members (1 - r_i)
  (seed 000 formula 19; seed 002 formula 6; seed 004 section 3.6), as
  -expm1(sum log1p(-r_i)) so that small risks keep full precision; a member with
  r_i >= 1 makes the household risk 1.
  inputs : records (record risk relation with __sdc_hh, __sdc_hsize, risk)
  output : __sdc_hh, members (records in the file), household_size, household_risk,
           max_member_risk
  grain  : one row per household
-#}
{% import "risk/_numeric.sql" as num %}
SELECT
    __sdc_hh,
    count(*) AS members,
    max(__sdc_hsize) AS household_size,
    CASE WHEN max(risk) >= 1.0 THEN 1.0
         ELSE {{ num.neg_expm1("sum(" ~ num.log1p("-risk") ~ ")") }} END AS household_risk,
    max(risk) AS max_member_risk
FROM {{ records|qi }}
GROUP BY __sdc_hh
