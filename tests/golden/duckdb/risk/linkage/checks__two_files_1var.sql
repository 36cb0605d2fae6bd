SELECT
    (SELECT CAST(count(*) AS BIGINT) FROM "__sdc_src_o") AS n_original,
    (SELECT CAST(count(*) AS BIGINT) FROM "__sdc_src_m") AS n_masked

    , (SELECT CAST(count(*) AS BIGINT) FROM "__sdc_src_o"
       WHERE "income" IS NULL OR NOT isfinite(CAST("income" AS DOUBLE))) AS bad_o0


    , (SELECT CAST(count(*) AS BIGINT) FROM "__sdc_src_m"
       WHERE "income" IS NULL OR NOT isfinite(CAST("income" AS DOUBLE))) AS bad_m0
