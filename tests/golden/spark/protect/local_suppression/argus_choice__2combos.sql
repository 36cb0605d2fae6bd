WITH counts AS (
  SELECT
    u.`__sdcp_row`,
    m.key_index,
    COUNT(*) AS n
  FROM `__sdc_protect_argus_unsafe_p` AS u
  JOIN VALUES
    (0, 0),
    (2, 0),
    (2, 1) AS m(combo_id, key_index)
    ON u.combo_id = m.combo_id
  GROUP BY
    u.`__sdcp_row`,
    m.key_index
), ranked AS (
  SELECT
    *,
    ROW_NUMBER() OVER (
      PARTITION BY `__sdcp_row`
      ORDER BY n / :weights[CAST(key_index AS INT) + 0] DESC, key_index NULLS LAST
    ) AS rk
  FROM counts
)
SELECT
  `__sdcp_row`,
  :key_map[CAST(key_index AS INT) + 0] AS key_index
FROM ranked
WHERE
  rk = 1
