WITH rows AS (
    SELECT rowid + 1 AS row_id, CAST("hh" AS VARCHAR) AS hh
    FROM "__sdc_release_p"
),
households AS (
    SELECT hh,
           $hh_offset + row_number() OVER (
               ORDER BY ('0x' || substr(md5(concat_ws('|', $seed, 'household', hh)), 1, 15))::BIGINT,
                        hh) AS new_hh
    FROM (SELECT DISTINCT hh FROM rows)
),
linked AS (
    SELECT r.row_id,
h.new_hh,
           ('0x' || substr(md5(concat_ws('|', $seed, 'record', CAST(r.row_id AS VARCHAR))), 1, 15))::BIGINT AS u
    FROM rows AS r
    JOIN households AS h ON h.hh = r.hh
)
SELECT row_id, new_hh,
       row_number() OVER (ORDER BY new_hh, u, row_id) AS new_row
FROM linked
