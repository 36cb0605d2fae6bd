SELECT
CAST("region" AS BIGINT) AS "region",
"sex",
"age"
FROM "__sdc_labelled_p"
