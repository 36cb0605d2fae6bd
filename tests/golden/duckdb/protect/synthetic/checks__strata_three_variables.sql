SELECT count(*) AS n,
       count(CASE WHEN "income" IS NOT NULL AND "rent" IS NOT NULL AND "age" IS NOT NULL THEN 1 END) AS complete
FROM "__sdc_keyed_p"

GROUP BY "region"
