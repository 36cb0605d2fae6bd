{#-
  household_risk.sql -- household risk r_g = 1 - prod over members (1 - r_i)
  (seed 000 formula 19; seed 002 formula 6; seed 004 section 3.6), computed as
  -expm1(sum log1p(-r_i)) so that small risks keep full precision; a member with
  r_i >= 1 makes the household risk 1.
  inputs : keyed (keyed view with __sdc_hh[, __sdc_hsize]); cell_risk (cells
           with risk and log1m_risk_fixed = log1p(-risk) in units of 2^-100); n_keys; null_safe; code; household_size_given (bool)
  output : __sdc_hh, members (records in the file), household_size (given, or the
           number of members), household_risk (a member with risk 1 has
           log(1 - r) = -1000, so the household risk is exactly 1)
  grain  : one row per household
-#}
{% import "risk/individual/_numeric.sql" as num %}
{% import "frequencies/_join.sql" as j %}
SELECT
    __sdc_hh,
    members,
    household_size,
    {{ num.neg_expm1("log_safe") }} AS household_risk
FROM (
    SELECT
        r.__sdc_hh,
        count(*) AS members,
        {% if household_size_given %}max(r.__sdc_hsize){% else %}count(*){% endif %} AS household_size,
        CAST(sum(c.log1m_risk_fixed) AS DOUBLE) * power(2.0, -100) AS log_safe
    FROM {{ keyed|qi }} AS r
    JOIN {{ cell_risk|qi }} AS c
      ON {{ j.on_keys(n_keys, null_safe, code) }}
    GROUP BY r.__sdc_hh
)
