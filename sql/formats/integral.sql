{#-
  formats/integral.sql -- which numeric columns of a converted SPSS/Stata/SAS file hold
  whole numbers only (they are read as BIGINT; pyreadstat gives SPSS numbers as doubles).
  inputs : source (relation), columns (the candidate DOUBLE columns)
  output : i<n> (BOOLEAN, one per candidate, in order)
  grain  : one row
-#}
SELECT
    true AS __sdc_any
{%- for c in columns %},
    coalesce(bool_and({{ c|qi }} = trunc({{ c|qi }}) AND abs({{ c|qi }}) < 9007199254740992), true) AS i{{ loop.index0 }}
{%- endfor %}
FROM {{ source|qi }}
