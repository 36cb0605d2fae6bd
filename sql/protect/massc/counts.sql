{#-
  protect/massc/counts.sql -- the records of each risk stratum.
  inputs : strata (protect/massc/strata.sql)
  output : h (the stratum), n (records)
  grain  : one row per populated stratum
-#}
SELECT __sdc_h AS h, count(*) AS n
FROM {{ strata|qi }}
GROUP BY __sdc_h
