WITH scaled AS (
    SELECT
        g."__sdcm_x0" AS "__sdcm_px0",
        g."__sdcm_v0" AS "__sdcm_pv0",
        g."__sdcm_x0" - g."__sdcm_v0" AS "__sdcm_pd0",
        g."__sdcm_x1" AS "__sdcm_px1",
        g."__sdcm_v1" AS "__sdcm_pv1",
        g."__sdcm_x1" - g."__sdcm_v1" AS "__sdcm_pd1"
    FROM "__sdc_groups_p" AS g
),
scales AS (
    SELECT 1 AS __sdcm_one
        , CASE WHEN max(abs("__sdcm_px0")) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(abs("__sdcm_px0")))))) ELSE 1.0 END AS "kx0"
        , CASE WHEN max(abs("__sdcm_pv0")) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(abs("__sdcm_pv0")))))) ELSE 1.0 END AS "kv0"
        , CASE WHEN max(abs("__sdcm_pd0")) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(abs("__sdcm_pd0")))))) ELSE 1.0 END AS "kd0"
        , CASE WHEN max(abs("__sdcm_px1")) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(abs("__sdcm_px1")))))) ELSE 1.0 END AS "kx1"
        , CASE WHEN max(abs("__sdcm_pv1")) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(abs("__sdcm_pv1")))))) ELSE 1.0 END AS "kv1"
        , CASE WHEN max(abs("__sdcm_pd1")) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(abs("__sdcm_pd1")))))) ELSE 1.0 END AS "kd1"
    FROM scaled
),
fixed AS (
    SELECT s.*, c.*
        , (CASE WHEN s."__sdcm_px0" * c."kx0" < 0 THEN -(CASE WHEN abs(s."__sdcm_px0" * c."kx0") >= power(2.0, 52) THEN abs(s."__sdcm_px0" * c."kx0") ELSE CAST(floor(abs(s."__sdcm_px0" * c."kx0")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_px0" * c."kx0") - floor(abs(s."__sdcm_px0" * c."kx0")) >= 0.5 THEN 1.0 ELSE 0.0 END END) ELSE CASE WHEN abs(s."__sdcm_px0" * c."kx0") >= power(2.0, 52) THEN abs(s."__sdcm_px0" * c."kx0") ELSE CAST(floor(abs(s."__sdcm_px0" * c."kx0")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_px0" * c."kx0") - floor(abs(s."__sdcm_px0" * c."kx0")) >= 0.5 THEN 1.0 ELSE 0.0 END END END) AS "__sdcm_fx0"
        , (CASE WHEN s."__sdcm_pv0" * c."kv0" < 0 THEN -(CASE WHEN abs(s."__sdcm_pv0" * c."kv0") >= power(2.0, 52) THEN abs(s."__sdcm_pv0" * c."kv0") ELSE CAST(floor(abs(s."__sdcm_pv0" * c."kv0")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_pv0" * c."kv0") - floor(abs(s."__sdcm_pv0" * c."kv0")) >= 0.5 THEN 1.0 ELSE 0.0 END END) ELSE CASE WHEN abs(s."__sdcm_pv0" * c."kv0") >= power(2.0, 52) THEN abs(s."__sdcm_pv0" * c."kv0") ELSE CAST(floor(abs(s."__sdcm_pv0" * c."kv0")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_pv0" * c."kv0") - floor(abs(s."__sdcm_pv0" * c."kv0")) >= 0.5 THEN 1.0 ELSE 0.0 END END END) AS "__sdcm_fv0"
        , (CASE WHEN s."__sdcm_pd0" * c."kd0" < 0 THEN -(CASE WHEN abs(s."__sdcm_pd0" * c."kd0") >= power(2.0, 52) THEN abs(s."__sdcm_pd0" * c."kd0") ELSE CAST(floor(abs(s."__sdcm_pd0" * c."kd0")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_pd0" * c."kd0") - floor(abs(s."__sdcm_pd0" * c."kd0")) >= 0.5 THEN 1.0 ELSE 0.0 END END) ELSE CASE WHEN abs(s."__sdcm_pd0" * c."kd0") >= power(2.0, 52) THEN abs(s."__sdcm_pd0" * c."kd0") ELSE CAST(floor(abs(s."__sdcm_pd0" * c."kd0")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_pd0" * c."kd0") - floor(abs(s."__sdcm_pd0" * c."kd0")) >= 0.5 THEN 1.0 ELSE 0.0 END END END) AS "__sdcm_fd0"
        , (CASE WHEN s."__sdcm_px1" * c."kx1" < 0 THEN -(CASE WHEN abs(s."__sdcm_px1" * c."kx1") >= power(2.0, 52) THEN abs(s."__sdcm_px1" * c."kx1") ELSE CAST(floor(abs(s."__sdcm_px1" * c."kx1")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_px1" * c."kx1") - floor(abs(s."__sdcm_px1" * c."kx1")) >= 0.5 THEN 1.0 ELSE 0.0 END END) ELSE CASE WHEN abs(s."__sdcm_px1" * c."kx1") >= power(2.0, 52) THEN abs(s."__sdcm_px1" * c."kx1") ELSE CAST(floor(abs(s."__sdcm_px1" * c."kx1")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_px1" * c."kx1") - floor(abs(s."__sdcm_px1" * c."kx1")) >= 0.5 THEN 1.0 ELSE 0.0 END END END) AS "__sdcm_fx1"
        , (CASE WHEN s."__sdcm_pv1" * c."kv1" < 0 THEN -(CASE WHEN abs(s."__sdcm_pv1" * c."kv1") >= power(2.0, 52) THEN abs(s."__sdcm_pv1" * c."kv1") ELSE CAST(floor(abs(s."__sdcm_pv1" * c."kv1")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_pv1" * c."kv1") - floor(abs(s."__sdcm_pv1" * c."kv1")) >= 0.5 THEN 1.0 ELSE 0.0 END END) ELSE CASE WHEN abs(s."__sdcm_pv1" * c."kv1") >= power(2.0, 52) THEN abs(s."__sdcm_pv1" * c."kv1") ELSE CAST(floor(abs(s."__sdcm_pv1" * c."kv1")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_pv1" * c."kv1") - floor(abs(s."__sdcm_pv1" * c."kv1")) >= 0.5 THEN 1.0 ELSE 0.0 END END END) AS "__sdcm_fv1"
        , (CASE WHEN s."__sdcm_pd1" * c."kd1" < 0 THEN -(CASE WHEN abs(s."__sdcm_pd1" * c."kd1") >= power(2.0, 52) THEN abs(s."__sdcm_pd1" * c."kd1") ELSE CAST(floor(abs(s."__sdcm_pd1" * c."kd1")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_pd1" * c."kd1") - floor(abs(s."__sdcm_pd1" * c."kd1")) >= 0.5 THEN 1.0 ELSE 0.0 END END) ELSE CASE WHEN abs(s."__sdcm_pd1" * c."kd1") >= power(2.0, 52) THEN abs(s."__sdcm_pd1" * c."kd1") ELSE CAST(floor(abs(s."__sdcm_pd1" * c."kd1")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_pd1" * c."kd1") - floor(abs(s."__sdcm_pd1" * c."kd1")) >= 0.5 THEN 1.0 ELSE 0.0 END END END) AS "__sdcm_fd1"
    FROM scaled AS s
    CROSS JOIN scales AS c
),
parts AS (
    SELECT f.*
        , CAST(CAST(floor(f."__sdcm_fx0" / power(2.0, 44)) AS BIGINT) AS HUGEINT) AS "__sdcm_hx0"
        , CAST(CAST(f."__sdcm_fx0" - floor(f."__sdcm_fx0" / power(2.0, 44)) * power(2.0, 44) AS BIGINT) AS HUGEINT) AS "__sdcm_lx0"
        , CAST(CAST(floor(f."__sdcm_fv0" / power(2.0, 44)) AS BIGINT) AS HUGEINT) AS "__sdcm_hv0"
        , CAST(CAST(f."__sdcm_fv0" - floor(f."__sdcm_fv0" / power(2.0, 44)) * power(2.0, 44) AS BIGINT) AS HUGEINT) AS "__sdcm_lv0"
        , CAST(CAST(floor(f."__sdcm_fd0" / power(2.0, 44)) AS BIGINT) AS HUGEINT) AS "__sdcm_hd0"
        , CAST(CAST(f."__sdcm_fd0" - floor(f."__sdcm_fd0" / power(2.0, 44)) * power(2.0, 44) AS BIGINT) AS HUGEINT) AS "__sdcm_ld0"
        , CAST(CAST(floor(f."__sdcm_fx1" / power(2.0, 44)) AS BIGINT) AS HUGEINT) AS "__sdcm_hx1"
        , CAST(CAST(f."__sdcm_fx1" - floor(f."__sdcm_fx1" / power(2.0, 44)) * power(2.0, 44) AS BIGINT) AS HUGEINT) AS "__sdcm_lx1"
        , CAST(CAST(floor(f."__sdcm_fv1" / power(2.0, 44)) AS BIGINT) AS HUGEINT) AS "__sdcm_hv1"
        , CAST(CAST(f."__sdcm_fv1" - floor(f."__sdcm_fv1" / power(2.0, 44)) * power(2.0, 44) AS BIGINT) AS HUGEINT) AS "__sdcm_lv1"
        , CAST(CAST(floor(f."__sdcm_fd1" / power(2.0, 44)) AS BIGINT) AS HUGEINT) AS "__sdcm_hd1"
        , CAST(CAST(f."__sdcm_fd1" - floor(f."__sdcm_fd1" / power(2.0, 44)) * power(2.0, 44) AS BIGINT) AS HUGEINT) AS "__sdcm_ld1"
    FROM fixed AS f
)
SELECT count(*) AS n
    , count("__sdcm_fx0") AS "nx0"
    , max("kx0") AS "kx0"
    , sum("__sdcm_hx0") AS "shx0", sum("__sdcm_lx0") AS "slx0", sum("__sdcm_hx0" * "__sdcm_hx0") AS "hhx0", sum("__sdcm_hx0" * "__sdcm_lx0") AS "hlx0", sum("__sdcm_lx0" * "__sdcm_lx0") AS "llx0"
    , count("__sdcm_fv0") AS "nv0"
    , max("kv0") AS "kv0"
    , sum("__sdcm_hv0") AS "shv0", sum("__sdcm_lv0") AS "slv0", sum("__sdcm_hv0" * "__sdcm_hv0") AS "hhv0", sum("__sdcm_hv0" * "__sdcm_lv0") AS "hlv0", sum("__sdcm_lv0" * "__sdcm_lv0") AS "llv0"
    , count("__sdcm_fd0") AS "nd0"
    , max("kd0") AS "kd0"
    , sum("__sdcm_hd0") AS "shd0", sum("__sdcm_ld0") AS "sld0", sum("__sdcm_hd0" * "__sdcm_hd0") AS "hhd0", sum("__sdcm_hd0" * "__sdcm_ld0") AS "hld0", sum("__sdcm_ld0" * "__sdcm_ld0") AS "lld0"
    , count("__sdcm_fx1") AS "nx1"
    , max("kx1") AS "kx1"
    , sum("__sdcm_hx1") AS "shx1", sum("__sdcm_lx1") AS "slx1", sum("__sdcm_hx1" * "__sdcm_hx1") AS "hhx1", sum("__sdcm_hx1" * "__sdcm_lx1") AS "hlx1", sum("__sdcm_lx1" * "__sdcm_lx1") AS "llx1"
    , count("__sdcm_fv1") AS "nv1"
    , max("kv1") AS "kv1"
    , sum("__sdcm_hv1") AS "shv1", sum("__sdcm_lv1") AS "slv1", sum("__sdcm_hv1" * "__sdcm_hv1") AS "hhv1", sum("__sdcm_hv1" * "__sdcm_lv1") AS "hlv1", sum("__sdcm_lv1" * "__sdcm_lv1") AS "llv1"
    , count("__sdcm_fd1") AS "nd1"
    , max("kd1") AS "kd1"
    , sum("__sdcm_hd1") AS "shd1", sum("__sdcm_ld1") AS "sld1", sum("__sdcm_hd1" * "__sdcm_hd1") AS "hhd1", sum("__sdcm_hd1" * "__sdcm_ld1") AS "hld1", sum("__sdcm_ld1" * "__sdcm_ld1") AS "lld1"
FROM parts
