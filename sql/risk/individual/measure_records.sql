{#-
  measure_records.sql -- the risk step's records with the other risk measures'
  per-record columns (sdcsql.risk.measures: suda2_score, ldiversity_*_<S>,
  loglinear_risk, ...), joined on the record id.
  inputs : base (relation: every record with its internal columns, fk, Fk_hat, risk
           [, household_risk]: record_frequencies.sql with keep_internal);
           parts: [{relation, columns}] -- each a relation of __sdc_row and the
           measure's columns (at most one row per record; a record without a row
           gets NULLs); internal (the keyed view's __sdc_ columns, dropped);
           ordered (bool: sort by __sdc_row, the input row number)
  output : every input column, fk, Fk_hat, risk [, household_risk], then each part's
           columns in the order given
  grain  : one row per input record
-#}
SELECT
    b.* EXCLUDE ({% for c in internal %}{{ c|qi }}{{ ", " if not loop.last }}{% endfor %})
    {% for p in parts %}{% set i = loop.index0 %}{% for c in p.columns %}
    , m{{ i }}.{{ c|qi }}
    {% endfor %}{% endfor %}
FROM {{ base|qi }} AS b
{% for p in parts %}
LEFT JOIN {{ p.relation|qi }} AS m{{ loop.index0 }} ON m{{ loop.index0 }}.__sdc_row = b.__sdc_row
{% endfor %}
{% if ordered %}
ORDER BY b.__sdc_row
{% endif %}
