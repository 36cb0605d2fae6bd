SELECT DISTINCT o.old, r.new
FROM (SELECT "region" AS old FROM "__sdc_src_p") AS o
POSITIONAL JOIN (SELECT "region" AS new FROM "__sdc_recoded_p_0") AS r
WHERE o.old IS NOT NULL AND r.new IS NOT NULL
ORDER BY o.old, r.new
