{#-
  household_size_checks.sql -- a household has one size, at least its members.
  inputs : keyed (relation name, with __sdc_hh and __sdc_hsize)
  output : nulls (households with a NULL size), differ (members with different
           sizes), small (a size below the number of its records)
  grain  : one row
-#}
SELECT
    count(*) FILTER (WHERE nulls > 0) AS nulls,
    count(*) FILTER (WHERE nulls = 0 AND lo <> hi) AS differ,
    count(*) FILTER (WHERE nulls = 0 AND lo = hi AND lo < members) AS small
FROM (
    SELECT
        count(*) AS members,
        count(*) - count(__sdc_hsize) AS nulls,
        min(__sdc_hsize) AS lo,
        max(__sdc_hsize) AS hi
    FROM {{ keyed|qi }}
    GROUP BY __sdc_hh
)
