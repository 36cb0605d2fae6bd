WITH rows AS (
    SELECT rowid + 1 AS row_id
    FROM "__sdc_release_p"
),
linked AS (
    SELECT r.row_id,
CAST(NULL AS BIGINT) AS new_hh,
CAST(NULL AS DOUBLE) AS u
    FROM rows AS r
)
SELECT row_id, new_hh,
       row_id AS new_row
FROM linked
