{#-
  protect/sampling/calibrated.sql -- the calibrated weights: each sampled record's
  weight times its raking factor: its cell's, raked on the driver and joined back
  (records raked), or its household's exp(p' lambda), from the household's shares and
  the lambdas Newton's method found (one factor per household).
  inputs : coded (protect/sampling/coded.sql); either factors (a relation of the cell
           codes keys and __sdc_g; no keys: one factor) or shares
           (protect/sampling/unit_shares.sql), keys (its share columns raked), function
           (the registered exp) and $l<i> (the lambdas, one per key)
  output : __sdc_order, __sdc_w (the calibrated weight)
  grain  : one row per sampled record
-#}
{%- import "protect/sampling/_raking.sql" as r %}
{%- if shares is defined and shares %}
SELECT c.__sdc_order, c.__sdc_w * {{ r.factor(function, keys, "u") }} AS __sdc_w
FROM {{ coded|qi }} AS c
JOIN {{ shares|qi }} AS u ON u.__sdc_unit = c.__sdc_unit
{%- else %}
SELECT c.__sdc_order, c.__sdc_w * f.__sdc_g AS __sdc_w
FROM {{ coded|qi }} AS c
{%- if keys %}
JOIN {{ factors|qi }} AS f ON {% for k in keys %}f.{{ k|qi }} = c.{{ k|qi }}{{ " AND " if not loop.last }}{% endfor %}
{%- else %}
CROSS JOIN {{ factors|qi }} AS f
{%- endif %}
{%- endif %}
