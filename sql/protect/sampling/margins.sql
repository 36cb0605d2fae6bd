{#-
  protect/sampling/margins.sql -- a calibration margin: the weighted total of each
  category of one variable (NULL a category of its own).
  inputs : source (relation of records), variable (name, or none: the total weight as
           one category), weight (the weight column, or none: every weight 1)
  output : category (the variable's value; NULL without a variable), total (DOUBLE: sum
           of the weights)
  grain  : one row per category (one row without a variable)
-#}
SELECT
    {% if variable %}{{ variable|qi }}{% else %}NULL{% endif %} AS category,
    {% if weight %}sum(CAST({{ weight|qi }} AS DOUBLE)){% else %}CAST(count(*) AS DOUBLE){% endif %} AS total
FROM {{ source|qi }}
{%- if variable %}
GROUP BY {{ variable|qi }}
{%- endif %}
