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
{%- if dialect == "spark" %}
{#- Spark's percentile_disc takes one fraction: an array of the 19 (the same values) #}
{% for i in range(n_vars) %}
{% set last_i = loop.last %}
{% for side in ("o", "m") %}
    array({% for l in range(1, 20) %}percentile_disc({{ l|int }} / 20) WITHIN GROUP (ORDER BY CAST(__sdc_{{ side }}{{ i|int }} AS DOUBLE)){{ ", " if not loop.last }}{% endfor %}) AS {{ side }}_{{ i|int }}{{ "," if not (loop.last and last_i) }}
{% endfor %}
{% endfor %}
{%- else %}
{% for i in range(n_vars) %}
    quantile_disc(CAST(__sdc_o{{ i|int }} AS DOUBLE), [{% for l in range(1, 20) %}{{ l|int }} / 20{{ ", " if not loop.last }}{% endfor %}]) AS o_{{ i|int }},
    quantile_disc(CAST(__sdc_m{{ i|int }} AS DOUBLE), [{% for l in range(1, 20) %}{{ l|int }} / 20{{ ", " if not loop.last }}{% endfor %}]) AS m_{{ i|int }}{{ "," if not loop.last }}
{% endfor %}
{%- endif %}
FROM {{ paired|qi }}