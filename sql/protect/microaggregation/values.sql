{#-
  values.sql -- the values microaggregation groups: one row per record with its id,
  its strata, the treated variables as DOUBLE and its weight.
  inputs : keyed (the problem's keyed view); strata (column names); variables (column
           names, the treated ones, in order); categorical (the names among variables
           that are categories: each given as its code, 0.. in sort order, as
           categories.sql numbers them; they have no NULLs); weighted (bool: carry
           __sdc_w)
  output : __sdcm_id (the record id, __sdc_row), the strata, __sdcm_v0.. (the
           variables, or the categories' codes), [__sdcm_w (weight)]
  grain  : one row per input record
-#}
SELECT
    __sdc_row AS __sdcm_id
    {% for s in strata %}, {{ s|qi }}{% endfor %}
    {% for v in variables %}, {% if v in categorical %}CAST(dense_rank() OVER (ORDER BY {{ v|qi }}) - 1 AS DOUBLE){% else %}CAST({{ v|qi }} AS DOUBLE){% endif %} AS {{ ("__sdcm_v" ~ loop.index0)|qi }}{% endfor %}
    {% if weighted %}, CAST(__sdc_w AS DOUBLE) AS __sdcm_w{% endif %}
FROM {{ keyed|qi }}
