SELECT *, monotonically_increasing_id() AS __sdc_m
FROM (SELECT * FROM "__sdc_release_hu1"
      ORDER BY "u", "hh") AS t
