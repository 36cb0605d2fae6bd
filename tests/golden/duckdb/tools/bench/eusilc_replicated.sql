WITH base AS (
    SELECT row_number() OVER () AS pos, db030, hsize, db040, age, rb090, pl030, pb220a,
           rb050, eqIncome, hy040n, hy050n, hy090n
    FROM read_csv($path, header = true, nullstr = 'NA')
), n AS (
    SELECT count(*) AS n FROM base
), replicas AS (
    SELECT range + 1 AS r FROM range(CAST(ceil($rows / (SELECT n FROM n)) AS BIGINT))
)
SELECT
    (r - 1) * (SELECT n FROM n) + pos AS id,
    db030 + (r - 1) * 6000 AS db030,
    hsize, db040,
    age + CASE r % 3 WHEN 1 THEN 0 WHEN 2 THEN 1 ELSE -1 END AS age,
    rb090, pl030, pb220a, rb050, eqIncome, hy040n, hy050n, hy090n
FROM replicas, base
WHERE (r - 1) * (SELECT n FROM n) + pos <= $rows
ORDER BY id
