{#-
  formats/typed.sql -- a converted SPSS/Stata/SAS file with its whole-number columns as
  BIGINT (the rest as read), columns in file order.
  inputs : source (relation), columns (every column, in order), integral (columns cast)
  output : the source's columns
  grain  : one row per record, file order
-#}
SELECT
{%- for c in columns %}
    {% if c in integral %}CAST({{ c|qi }} AS BIGINT) AS {{ c|qi }}{% else %}{{ c|qi }}{% endif %}{{ "," if not loop.last }}
{%- endfor %}
FROM {{ source|qi }}
