{#-
  params.sql -- each stratum's fitted parameters of the continuous-variable risk
  measures (the EM's m and u probabilities, the undefined distances), which the
  kernels (udfs/linkage.py) write as JSON on the first record of their stratum.
  inputs : records (relation name: __sdc_id, __sdc_params)
  output : __sdc_params (JSON text), in the order of the strata's first records
  grain  : one row per stratum (one without strata)
-#}
SELECT __sdc_params
FROM {{ records|qi }}
WHERE __sdc_params IS NOT NULL
ORDER BY __sdc_id
