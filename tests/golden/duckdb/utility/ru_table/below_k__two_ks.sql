SELECT

    coalesce(sum(__sdc_c) FILTER (WHERE fk < 3), 0) AS r3,
    count(*) FILTER (WHERE fk < 3) AS c3,

    coalesce(sum(__sdc_c) FILTER (WHERE fk < 5), 0) AS r5,
    count(*) FILTER (WHERE fk < 5) AS c5

FROM "__sdc_p1_cells"
