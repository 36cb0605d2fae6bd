SELECT 0 AS var,
       CAST(count(DISTINCT x) + max(CASE WHEN x IS NULL THEN 1 ELSE 0 END) AS BIGINT) AS categories
FROM (SELECT CAST("region" AS VARCHAR) AS x FROM "__sdc_src_1"
      UNION ALL
      SELECT CAST("region" AS VARCHAR) AS x FROM "__sdc_src_2") AS u
UNION ALL

SELECT 1 AS var,
       CAST(count(DISTINCT x) + max(CASE WHEN x IS NULL THEN 1 ELSE 0 END) AS BIGINT) AS categories
FROM (SELECT CAST("sex" AS VARCHAR) AS x FROM "__sdc_src_1"
      UNION ALL
      SELECT CAST("sex" AS VARCHAR) AS x FROM "__sdc_src_2") AS u
UNION ALL

SELECT 2 AS var,
       CAST(count(DISTINCT x) + max(CASE WHEN x IS NULL THEN 1 ELSE 0 END) AS BIGINT) AS categories
FROM (SELECT CAST("age" AS VARCHAR) AS x FROM "__sdc_src_1"
      UNION ALL
      SELECT CAST("age" AS VARCHAR) AS x FROM "__sdc_src_2") AS u


ORDER BY var
