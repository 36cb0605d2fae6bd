{#-
  protect/draws/compare.sql -- one side of the summary's before/after comparison: the
  strata and the treated variables of a relation, in record-id order (fetched once for
  the keyed view, once for the treated relation: both hold every record once).
  inputs : relation (the keyed view or the treated relation), id (its record-id
           column), strata (column names; none for the treated side), variables (the
           treated ones), after (false: name them __sdc_b<i>; true: __sdc_a<i>),
           ordered (default true; false: any order, with the record id first, for a
           caller that places the rows by id itself)
  output : (__sdc_id when not ordered), the strata, then __sdc_b<i> or __sdc_a<i> per
           variable i
  grain  : one row per row of relation, in record-id order unless not ordered
-#}
{%- set ordered = ordered is not defined or ordered %}
SELECT
{%- if not ordered %}
    CAST({{ id|qi }} AS BIGINT) AS __sdc_id,
{%- endif %}
{%- for s in strata %}
    {{ s|qi }},
{%- endfor %}
{%- for v in variables %}
    {{ v|qi }} AS {{ "__sdc_a" if after else "__sdc_b" }}{{ loop.index0 }}{{ "," if not loop.last }}
{%- endfor %}
FROM {{ relation|qi }}
{%- if ordered %}
ORDER BY CAST({{ id|qi }} AS BIGINT)
{%- endif %}
