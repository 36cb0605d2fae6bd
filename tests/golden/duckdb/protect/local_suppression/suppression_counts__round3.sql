SELECT
    s.key_index,
    h.household_size AS household_size,
    count(*) AS suppressions,
    count(DISTINCT s."__sdcp_row") AS records_changed,
    grouping(s.key_index) = 1 AS total
FROM "__sdc_protect_suppressed_3_p" AS s

JOIN "__sdc_keyed_p" AS r ON r."__sdcp_row" = s."__sdcp_row"
JOIN "__sdc_households_exact_p" AS h ON r.__sdc_hh IS NOT DISTINCT FROM h.__sdc_hh

GROUP BY GROUPING SETS ((s.key_index, h.household_size), ())
