SELECT p.*
FROM "__sdc_release_p1" AS p
JOIN (SELECT rowid AS __sdc_r, CAST("pid" AS VARCHAR) AS __sdc_id
      FROM "__sdc_release_o1") AS o
  ON o.__sdc_id = CAST(p."pid" AS VARCHAR)
ORDER BY o.__sdc_r
