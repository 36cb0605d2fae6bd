SELECT
    (SELECT CAST(count(*) AS BIGINT) FROM "__sdc_src_o") AS n_original,
    (SELECT CAST(count(*) AS BIGINT) FROM "__sdc_src_o") AS n_masked

    , (SELECT CAST(count(*) AS BIGINT) FROM "__sdc_src_o"
       WHERE "income" IS NULL OR NOT isfinite(CAST("income" AS DOUBLE))) AS bad_o0

    , (SELECT CAST(count(*) AS BIGINT) FROM "__sdc_src_o"
       WHERE "expenses" IS NULL OR NOT isfinite(CAST("expenses" AS DOUBLE))) AS bad_o1


    , (SELECT CAST(count(*) AS BIGINT) FROM "__sdc_src_o"
       WHERE "income_m" IS NULL OR NOT isfinite(CAST("income_m" AS DOUBLE))) AS bad_m0

    , (SELECT CAST(count(*) AS BIGINT) FROM "__sdc_src_o"
       WHERE "expenses_m" IS NULL OR NOT isfinite(CAST("expenses_m" AS DOUBLE))) AS bad_m1
