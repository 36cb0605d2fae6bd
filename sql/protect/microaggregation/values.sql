{#-
  values.sql -- the values microaggregation groups: one row per record with its id,
  its strata, the treated variables as DOUBLE and its weight.
  inputs : keyed (the problem's keyed view); strata (column names); variables (column
           names, the treated ones, in order); weighted (bool: carry __sdc_w)
  output : __sdcm_id (the record id, __sdc_row), the strata, __sdcm_v0.. (the
           variables), [__sdcm_w (weight)]
  grain  : one row per input record
-#}
SELECT
    __sdc_row AS __sdcm_id
    {% for s in strata %}, {{ s|qi }}{% endfor %}
    {% for v in variables %}, CAST({{ v|qi }} AS DOUBLE) AS {{ ("__sdcm_v" ~ loop.index0)|qi }}{% endfor %}
    {% if weighted %}, CAST(__sdc_w AS DOUBLE) AS __sdcm_w{% endif %}
FROM {{ keyed|qi }}
