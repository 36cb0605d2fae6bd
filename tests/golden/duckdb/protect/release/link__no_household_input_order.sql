WITH rows AS (
    SELECT rowid + 1 AS row_id
    FROM "__sdc_release_p"
),
linked AS (
    SELECT r.row_id,
CAST(NULL AS BIGINT) AS new_hh,
           ('0x' || substr(md5(concat_ws('|', $seed, 'record', CAST(r.row_id AS VARCHAR))), 1, 15))::BIGINT AS u
    FROM rows AS r
)
SELECT row_id, new_hh,
       row_id AS new_row
FROM linked
