{#-
  summary.sql -- the continuous-variable risk measures summed over the records, for the
  whole file and for each stratum (one GROUPING SETS scan of the per-record relation
  the kernels made, udfs/linkage.py).
  inputs : records (relation name: __sdc_s{j}, and the measure columns); n_strata;
           columns (the measure columns: 0/1 flags or credits in [0, 1], the robust
           distances; NULL where a measure is not defined in the record's stratum)
  output : whole (1 for the whole file, 0 for a stratum), __sdc_s{j}, n (records),
           sum_{c}, n_{c} (the sum of column c, and its non-NULL records)
  grain  : one row for the whole file, and one per stratum when there are strata
-#}
SELECT
    {% if n_strata %}CAST(GROUPING({% for j in range(n_strata) %}__sdc_s{{ j|int }}{{ ", " if not loop.last }}{% endfor %}) > 0 AS INTEGER){% else %}1{% endif %} AS whole
{% for j in range(n_strata) %}
    , __sdc_s{{ j|int }}
{% endfor %}
    , CAST(count(*) AS BIGINT) AS n
{% for c in columns %}
    , sum(CAST({{ c|qi }} AS DOUBLE)) AS {{ ("sum_" ~ c)|qi }}
    , CAST(count({{ c|qi }}) AS BIGINT) AS {{ ("n_" ~ c)|qi }}
{% endfor %}
FROM {{ records|qi }}
{% if n_strata %}
GROUP BY GROUPING SETS ((), ({% for j in range(n_strata) %}__sdc_s{{ j|int }}{{ ", " if not loop.last }}{% endfor %}))
ORDER BY whole DESC{% for j in range(n_strata) %}, __sdc_s{{ j|int }}{% endfor %}
{% endif %}
