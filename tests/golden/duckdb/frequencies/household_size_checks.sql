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
    FROM "__sdc_keyed_p"
    GROUP BY __sdc_hh
)
