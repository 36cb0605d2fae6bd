{#-
  household_max_risk.sql -- households by the largest individual risk of their
  members, for the interactive threshold page: at threshold r* a household holds an
  unsafe record exactly when its largest member risk reaches r* (seed 000 sections
  5.2 and 7.3.3).  Counts only: no household id, no key value.
  inputs : keyed (keyed view); cell_risk (cells with risk); n_keys;
           null_safe; code (see frequencies/_join.sql)
  output : max_risk, households, records (their members in the file)
  grain  : one row per distinct largest member risk
-#}
{% import "frequencies/_join.sql" as j %}
SELECT max_risk, CAST(count(*) AS BIGINT) AS households, CAST(sum(members) AS BIGINT) AS records
FROM (
    SELECT r.__sdc_hh, max(c.risk) AS max_risk, count(*) AS members
    {{ j.records_from(keyed, cell_risk, none, n_keys, null_safe, code) }}
    GROUP BY r.__sdc_hh
)
GROUP BY max_risk
ORDER BY max_risk
