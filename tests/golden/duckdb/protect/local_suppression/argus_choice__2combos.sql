WITH counts AS (
    SELECT u."__sdcp_row", m.key_index, count(*) AS n
    FROM "__sdc_protect_argus_unsafe_p" AS u
    JOIN (VALUES (0, 0), (2, 0), (2, 1)) AS m(combo_id, key_index)
      ON u.combo_id = m.combo_id
    GROUP BY u."__sdcp_row", m.key_index
), ranked AS (
    SELECT *, row_number() OVER (PARTITION BY "__sdcp_row"
                                 ORDER BY n / $weights[CAST(key_index AS INTEGER) + 1] DESC, key_index) AS rk
    FROM counts
)
SELECT "__sdcp_row", $key_map[CAST(key_index AS INTEGER) + 1] AS key_index
FROM ranked
WHERE rk = 1
