WITH joined AS (
    SELECT
        k."sex" AS __sdc_b0,
        t."sex" AS __sdc_a0
    FROM "__sdc_keyed_p" AS k
    JOIN "__sdc_pram_treated_p" AS t ON t.__sdc_id = CAST(k."pid" AS BIGINT)
),
strata_ AS (
    -- one row per stratum (one row without strata): the original's bounds
    SELECT count(*) AS __sdc_n
    FROM joined
),
totals AS (
    SELECT count(*) AS n
        , count(*) FILTER (WHERE __sdc_b0 IS DISTINCT FROM __sdc_a0) AS changed0
    FROM joined
)
SELECT t.*, (SELECT count(*) FROM strata_ WHERE __sdc_n > 0) AS strata
FROM totals AS t
