{#-
  quantiles.sql -- the lower quantiles l / 20, l = 1..19, of every continuous variable
  of both files (the Q row of table 3.7, seed 003 section 3.5.3), in one scan: the
  inverse empirical distribution function (quantile_disc: the value at sorted
  position ceil(l n / 20)), over each variable's non-missing values.
  inputs : paired (measures/paired.sql); n_vars
  output : o_{i}, m_{i} -- the 19 quantiles of variable i in the original, masked file
  grain  : one row
-#}
SELECT
{% for i in range(n_vars) %}
    quantile_disc(CAST(__sdc_o{{ i|int }} AS DOUBLE), [{% for l in range(1, 20) %}{{ l|int }} / 20{{ ", " if not loop.last }}{% endfor %}]) AS o_{{ i|int }},
    quantile_disc(CAST(__sdc_m{{ i|int }} AS DOUBLE), [{% for l in range(1, 20) %}{{ l|int }} / 20{{ ", " if not loop.last }}{% endfor %}]) AS m_{{ i|int }}{{ "," if not loop.last }}
{% endfor %}
FROM {{ paired|qi }}
