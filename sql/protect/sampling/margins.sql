{#-
  protect/sampling/margins.sql -- a calibration margin: the weighted total of each
  category of one variable (NULL a category of its own).  The total is an exact
  fixed-point sum (each weight in units of 2^-52 as HUGEINT, as in
  frequencies/base_cells.sql; DECIMAL(38, 0) on Spark), converted to a double once in
  Python: the same target for any order of addition, thread count or engine.
  inputs : source (relation of records), variable (name, or none: the total weight as
           one category), weight (the weight column, or none: every weight 1)
  output : category (the variable's value; NULL without a variable), total_fixed
           (HUGEINT: sum of the weights times 2^52; weights below 1e12, up to 2^34
           records)
  grain  : one row per category (one row without a variable)
-#}
{% import "_exact.sql" as e %}
SELECT
    {% if variable %}{{ variable|qi }}{% else %}NULL{% endif %} AS category,
    sum({{ e.fixed(("CAST(" ~ weight|qi ~ " AS DOUBLE)" if weight else "1.0") ~ " * power(2.0, 52)", dialect) }}) AS total_fixed
FROM {{ source|qi }}
{%- if variable %}
GROUP BY {{ variable|qi }}
{%- endif %}
