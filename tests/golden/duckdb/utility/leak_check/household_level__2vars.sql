SELECT
    0 AS var,
    coalesce((SELECT bool_and(n <= 1) FROM (
        SELECT count(DISTINCT o_0) AS n FROM "__sdc_leak_pairs_p"
        WHERE o_hh IS NOT NULL GROUP BY o_hh) AS h), FALSE) AS in_input,
    coalesce((SELECT bool_and(n <= 1) FROM (
        SELECT count(DISTINCT r_0) AS n FROM "__sdc_leak_pairs_p"
        WHERE rel_hh IS NOT NULL GROUP BY rel_hh) AS h), FALSE) AS in_release
UNION ALL
SELECT
    1 AS var,
    coalesce((SELECT bool_and(n <= 1) FROM (
        SELECT count(DISTINCT o_1) AS n FROM "__sdc_leak_pairs_p"
        WHERE o_hh IS NOT NULL GROUP BY o_hh) AS h), FALSE) AS in_input,
    coalesce((SELECT bool_and(n <= 1) FROM (
        SELECT count(DISTINCT r_1) AS n FROM "__sdc_leak_pairs_p"
        WHERE rel_hh IS NOT NULL GROUP BY rel_hh) AS h), FALSE) AS in_release
