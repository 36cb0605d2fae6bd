{#-
  protect/sampling/calibrated.sql -- the calibrated weights: each sampled record's
  weight times the raking factor of its cell (records raked) or of its household's
  shares (one factor per household), the factors computed on the driver from the cells
  or the groups of households of equal shares and joined back.
  inputs : coded (protect/sampling/coded.sql), factors (a relation of the keys and
           __sdc_g), keys (the key columns: __sdc_c<j> for cells, p<j>_<k> for shares;
           none: one factor), shares (optional: protect/sampling/unit_shares.sql, when
           the keys are a household's shares)
  output : __sdc_order, __sdc_w (the calibrated weight)
  grain  : one row per sampled record
-#}
SELECT c.__sdc_order, c.__sdc_w * f.__sdc_g AS __sdc_w
FROM {{ coded|qi }} AS c
{%- if shares is defined and shares %}
JOIN {{ shares|qi }} AS u ON u.__sdc_unit = c.__sdc_unit
{%- set side = "u" %}
{%- else %}
{%- set side = "c" %}
{%- endif %}
{%- if keys %}
JOIN {{ factors|qi }} AS f ON {% for k in keys %}f.{{ k|qi }} = {{ side }}.{{ k|qi }}{{ " AND " if not loop.last }}{% endfor %}
{%- else %}
CROSS JOIN {{ factors|qi }} AS f
{%- endif %}
