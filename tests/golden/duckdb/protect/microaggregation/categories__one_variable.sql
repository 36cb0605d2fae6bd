SELECT value, CAST(row_number() OVER (ORDER BY value) - 1 AS DOUBLE) AS code
FROM (SELECT DISTINCT "education" AS value FROM "__sdc_keyed_p"
      WHERE "education" IS NOT NULL) AS d
