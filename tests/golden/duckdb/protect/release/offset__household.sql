SELECT max(TRY_CAST("hh" AS DOUBLE)) AS top, count(DISTINCT "hh") AS n
FROM "__sdc_release_p"
