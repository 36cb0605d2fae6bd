WITH scaled AS (
    SELECT
        g."region" AS "__sdcm_s0",
        g."year" AS "__sdcm_s1",
        g."__sdcm_x0" AS "__sdcm_px0",
        g."__sdcm_v0" AS "__sdcm_pv0",
        g."__sdcm_x0" - g."__sdcm_v0" AS "__sdcm_pd0"
    FROM "__sdc_groups_p" AS g
),
scales AS (
    SELECT 1 AS __sdcm_one
        , CASE WHEN max(abs("__sdcm_px0")) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(abs("__sdcm_px0")))))) ELSE 1.0 END AS "kx0"
        , CASE WHEN max(abs("__sdcm_pv0")) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(abs("__sdcm_pv0")))))) ELSE 1.0 END AS "kv0"
        , CASE WHEN max(abs("__sdcm_pd0")) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(abs("__sdcm_pd0")))))) ELSE 1.0 END AS "kd0"
    FROM scaled
),
fixed AS (
    SELECT s.*, c.*
        , (CASE WHEN s."__sdcm_px0" * c."kx0" < 0 THEN -(CASE WHEN abs(s."__sdcm_px0" * c."kx0") >= power(2.0, 52) THEN abs(s."__sdcm_px0" * c."kx0") ELSE CAST(floor(abs(s."__sdcm_px0" * c."kx0")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_px0" * c."kx0") - floor(abs(s."__sdcm_px0" * c."kx0")) >= 0.5 THEN 1.0 ELSE 0.0 END END) ELSE CASE WHEN abs(s."__sdcm_px0" * c."kx0") >= power(2.0, 52) THEN abs(s."__sdcm_px0" * c."kx0") ELSE CAST(floor(abs(s."__sdcm_px0" * c."kx0")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_px0" * c."kx0") - floor(abs(s."__sdcm_px0" * c."kx0")) >= 0.5 THEN 1.0 ELSE 0.0 END END END) AS "__sdcm_fx0"
        , (CASE WHEN s."__sdcm_pv0" * c."kv0" < 0 THEN -(CASE WHEN abs(s."__sdcm_pv0" * c."kv0") >= power(2.0, 52) THEN abs(s."__sdcm_pv0" * c."kv0") ELSE CAST(floor(abs(s."__sdcm_pv0" * c."kv0")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_pv0" * c."kv0") - floor(abs(s."__sdcm_pv0" * c."kv0")) >= 0.5 THEN 1.0 ELSE 0.0 END END) ELSE CASE WHEN abs(s."__sdcm_pv0" * c."kv0") >= power(2.0, 52) THEN abs(s."__sdcm_pv0" * c."kv0") ELSE CAST(floor(abs(s."__sdcm_pv0" * c."kv0")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_pv0" * c."kv0") - floor(abs(s."__sdcm_pv0" * c."kv0")) >= 0.5 THEN 1.0 ELSE 0.0 END END END) AS "__sdcm_fv0"
        , (CASE WHEN s."__sdcm_pd0" * c."kd0" < 0 THEN -(CASE WHEN abs(s."__sdcm_pd0" * c."kd0") >= power(2.0, 52) THEN abs(s."__sdcm_pd0" * c."kd0") ELSE CAST(floor(abs(s."__sdcm_pd0" * c."kd0")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_pd0" * c."kd0") - floor(abs(s."__sdcm_pd0" * c."kd0")) >= 0.5 THEN 1.0 ELSE 0.0 END END) ELSE CASE WHEN abs(s."__sdcm_pd0" * c."kd0") >= power(2.0, 52) THEN abs(s."__sdcm_pd0" * c."kd0") ELSE CAST(floor(abs(s."__sdcm_pd0" * c."kd0")) AS DOUBLE) + CASE WHEN abs(s."__sdcm_pd0" * c."kd0") - floor(abs(s."__sdcm_pd0" * c."kd0")) >= 0.5 THEN 1.0 ELSE 0.0 END END END) AS "__sdcm_fd0"
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
FROM parts
GROUP BY "__sdcm_s0", "__sdcm_s1"
