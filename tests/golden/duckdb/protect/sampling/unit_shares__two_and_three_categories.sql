SELECT
    __sdc_unit,
    sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) AS size_fixed,
    min(__sdc_w) AS w_min,
    max(__sdc_w) AS w_max
    , sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) FILTER (WHERE __sdc_c0 = 0) AS a0_0
    , CASE WHEN min(__sdc_w) = max(__sdc_w)
           THEN CAST(count(*) FILTER (WHERE __sdc_c0 = 0) AS DOUBLE) / count(*)
           ELSE coalesce((CAST(CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) FILTER (WHERE __sdc_c0 = 0)) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) FILTER (WHERE __sdc_c0 = 0)) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE)), 0.0)
                / (CAST(CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT))) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT))) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE))
      END AS p0_0
    , sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) FILTER (WHERE __sdc_c0 = 1) AS a0_1
    , CASE WHEN min(__sdc_w) = max(__sdc_w)
           THEN CAST(count(*) FILTER (WHERE __sdc_c0 = 1) AS DOUBLE) / count(*)
           ELSE coalesce((CAST(CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) FILTER (WHERE __sdc_c0 = 1)) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) FILTER (WHERE __sdc_c0 = 1)) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE)), 0.0)
                / (CAST(CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT))) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT))) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE))
      END AS p0_1
    , sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) FILTER (WHERE __sdc_c1 = 0) AS a1_0
    , CASE WHEN min(__sdc_w) = max(__sdc_w)
           THEN CAST(count(*) FILTER (WHERE __sdc_c1 = 0) AS DOUBLE) / count(*)
           ELSE coalesce((CAST(CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) FILTER (WHERE __sdc_c1 = 0)) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) FILTER (WHERE __sdc_c1 = 0)) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE)), 0.0)
                / (CAST(CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT))) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT))) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE))
      END AS p1_0
    , sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) FILTER (WHERE __sdc_c1 = 1) AS a1_1
    , CASE WHEN min(__sdc_w) = max(__sdc_w)
           THEN CAST(count(*) FILTER (WHERE __sdc_c1 = 1) AS DOUBLE) / count(*)
           ELSE coalesce((CAST(CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) FILTER (WHERE __sdc_c1 = 1)) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) FILTER (WHERE __sdc_c1 = 1)) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE)), 0.0)
                / (CAST(CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT))) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT))) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE))
      END AS p1_1
    , sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) FILTER (WHERE __sdc_c1 = 2) AS a1_2
    , CASE WHEN min(__sdc_w) = max(__sdc_w)
           THEN CAST(count(*) FILTER (WHERE __sdc_c1 = 2) AS DOUBLE) / count(*)
           ELSE coalesce((CAST(CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) FILTER (WHERE __sdc_c1 = 2)) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) FILTER (WHERE __sdc_c1 = 2)) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE)), 0.0)
                / (CAST(CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT))) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST((sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT))) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE))
      END AS p1_2
FROM "__sdc_sampling_coded_p"
GROUP BY __sdc_unit
