SELECT i AS id, 'a' AS key, CAST(hash(i) % 100000000 AS DOUBLE) / 100 AS x
FROM range($rows) AS t(i)
