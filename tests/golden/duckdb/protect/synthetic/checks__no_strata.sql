SELECT count(*) AS n,
       count(CASE WHEN "income" IS NOT NULL THEN 1 END) AS complete
FROM "__sdc_keyed_p"
