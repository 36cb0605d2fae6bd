SELECT __sdc_cell, sdc_risk(CAST(fk AS DOUBLE), Fk_hat) AS r FROM "sdc_cells" WHERE fk > 0
