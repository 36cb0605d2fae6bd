SELECT CAST(rowid + 1 AS BIGINT) AS row_id FROM "__sdc_release_p"
