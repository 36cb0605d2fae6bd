SELECT u.row_id, count(*) AS row_number
FROM "__sdc_keyed_p" AS r
JOIN (SELECT unnest($ids) AS row_id) AS u ON r.__sdc_row <= u.row_id
GROUP BY u.row_id
