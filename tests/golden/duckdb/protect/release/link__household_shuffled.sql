WITH rows AS (
    SELECT rowid + 1 AS row_id, CAST("hh" AS VARCHAR) AS hh
    FROM "__sdc_release_p"
),
ranked AS (
    SELECT hh, $hh_offset + row_number() OVER (ORDER BY u, hh) AS new_hh
    FROM "__sdc_release_h"
),
linked AS (
    SELECT r.row_id,
h.new_hh,
d.u
    FROM rows AS r
    JOIN ranked AS h ON h.hh = r.hh
    JOIN "__sdc_release_d" AS d ON d.__sdc_id = r.row_id
)
SELECT row_id, new_hh,
       row_number() OVER (ORDER BY new_hh, u, row_id) AS new_row
FROM linked
