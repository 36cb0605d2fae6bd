{#-
  protect/sampling/margins.sql -- a calibration margin: the weighted total of each
  category of one variable (NULL a category of its own).
  inputs : source (relation of records), variable (name), weight (the weight column,
           or none: every weight 1)
  output : category (the variable's value), total (DOUBLE: sum of the weights)
  grain  : one row per category
-#}
SELECT
    {{ variable|qi }} AS category,
    {% if weight %}sum(CAST({{ weight|qi }} AS DOUBLE)){% else %}CAST(count(*) AS DOUBLE){% endif %} AS total
FROM {{ source|qi }}
GROUP BY {{ variable|qi }}
