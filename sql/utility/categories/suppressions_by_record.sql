{#-
  suppressions_by_record.sql -- records counted by their number of suppressed values
  (original present, masked missing) over the categorical variables, with the records
  of each group where some value changed.
  inputs : paired (measures/paired.sql: __sdc_o{i}, __sdc_m{i}); n_vars
  output : suppressed (values suppressed in the record), records, changed (records
           with at least one value that differs)
  grain  : one row per number of suppressed values that occurs
-#}
WITH r AS (
    SELECT
        {% for i in range(n_vars) %}CAST(__sdc_o{{ i|int }} IS NOT NULL AND __sdc_m{{ i|int }} IS NULL AS INTEGER){{ " + " if not loop.last }}{% endfor %} AS suppressed,
        ({% for i in range(n_vars) %}CAST(__sdc_o{{ i|int }} AS VARCHAR) IS DISTINCT FROM CAST(__sdc_m{{ i|int }} AS VARCHAR){{ " OR " if not loop.last }}{% endfor %}) AS changed
    FROM {{ paired|qi }}
)
SELECT suppressed, CAST(count(*) AS BIGINT) AS records,
       CAST(count(*) FILTER (changed) AS BIGINT) AS changed
FROM r
GROUP BY suppressed
ORDER BY suppressed
