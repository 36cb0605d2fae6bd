{#-
  distance_sums.sql -- Młodak's distance d(x', x) in [0, 1] of one variable summed
  over the records (seed 003 section 3.5.4, formulas 3.10, 3.11, 3.14), for lambda.
  nominal (3.10, the seed's cases read the right way round): 0 if x' = x (missing =
  missing), else 1.  ordinal (3.11): |rank(x') - rank(x)| / (r - 1), ranks of the
  original's categories in their order (r of them); a released value that is no
  original category carries the lowest rank of the originals released as it (a
  recode's band).  continuous (3.14): (2 / pi) arctan |x' - x|.
  A missing x' with x present, convention "seed" (3.5.4): nominal 1, ordinal the far
  end (max(rank - 1, r - rank) / (r - 1)), continuous x' := the original's maximum if
  x <= its median, else its minimum; convention "sdcmicro" (IL_variables): 1, and for a
  continuous variable (2 / pi) arctan max(|min x' - max x|, |max x' - min x|) for any
  single missing value.  Both missing: 0; x missing, x' present: 1 (seed).
  inputs : paired (measures/paired.sql: __sdc_o{i}, __sdc_m{i}); var (position);
           kind (nominal, ordinal, continuous); convention (seed, sdcmicro)
  output : s (sum of d), n (records)
  grain  : one row
-#}
{% set o = "p.__sdc_o" ~ var %}{% set m = "p.__sdc_m" ~ var %}
{% if kind == "nominal" %}
SELECT sum(CASE WHEN CAST({{ o }} AS VARCHAR) IS NOT DISTINCT FROM CAST({{ m }} AS VARCHAR)
                THEN 0.0 ELSE 1.0 END) AS s,
       CAST(count(*) AS BIGINT) AS n
FROM {{ paired|qi }} AS p
{% elif kind == "ordinal" %}
WITH cats AS (
    SELECT DISTINCT {{ o }} AS v FROM {{ paired|qi }} AS p WHERE {{ o }} IS NOT NULL
),
ro AS (
    SELECT CAST(v AS VARCHAR) AS v, row_number() OVER (ORDER BY v) AS rk FROM cats
),
rr AS (
    SELECT CAST(count(*) AS DOUBLE) AS r FROM ro
),
released AS (
    SELECT CAST({{ m }} AS VARCHAR) AS v, min(ro.rk) AS rk
    FROM {{ paired|qi }} AS p JOIN ro ON ro.v = CAST({{ o }} AS VARCHAR)
    WHERE {{ m }} IS NOT NULL
    GROUP BY CAST({{ m }} AS VARCHAR)
),
rm AS (
    SELECT released.v, coalesce(own.rk, released.rk) AS rk
    FROM released LEFT JOIN ro AS own ON own.v = released.v
)
SELECT sum(CASE WHEN {{ o }} IS NULL AND {{ m }} IS NULL THEN 0.0
                WHEN {{ o }} IS NULL THEN 1.0
                WHEN rr.r <= 1 THEN CASE WHEN {{ m }} IS NULL THEN 1.0 ELSE 0.0 END
                {% if convention == "seed" %}
                WHEN {{ m }} IS NULL THEN greatest(a.rk - 1, rr.r - a.rk) / (rr.r - 1)
                {% else %}
                WHEN {{ m }} IS NULL THEN 1.0
                {% endif %}
                ELSE abs(b.rk - a.rk) / (rr.r - 1) END) AS s,
       CAST(count(*) AS BIGINT) AS n
FROM {{ paired|qi }} AS p
    CROSS JOIN rr
    LEFT JOIN ro AS a ON a.v = CAST({{ o }} AS VARCHAR)
    LEFT JOIN rm AS b ON b.v = CAST({{ m }} AS VARCHAR)
{% else %}
WITH st AS (
    SELECT median(CAST(p.__sdc_o{{ var|int }} AS DOUBLE)) AS med,
           max(CAST(p.__sdc_o{{ var|int }} AS DOUBLE)) AS hi,
           min(CAST(p.__sdc_o{{ var|int }} AS DOUBLE)) AS lo,
           greatest(abs(min(CAST(p.__sdc_m{{ var|int }} AS DOUBLE)) - max(CAST(p.__sdc_o{{ var|int }} AS DOUBLE))),
                    abs(max(CAST(p.__sdc_m{{ var|int }} AS DOUBLE)) - min(CAST(p.__sdc_o{{ var|int }} AS DOUBLE)))) AS big
    FROM {{ paired|qi }} AS p
)
SELECT sum(CASE WHEN {{ o }} IS NULL AND {{ m }} IS NULL THEN 0.0
                {% if convention == "seed" %}
                WHEN {{ o }} IS NULL THEN 1.0
                WHEN {{ m }} IS NULL THEN 2 / pi() * atan(abs(
                    CASE WHEN {{ o }} <= st.med THEN st.hi ELSE st.lo END - {{ o }}))
                {% else %}
                WHEN {{ o }} IS NULL OR {{ m }} IS NULL THEN 2 / pi() * atan(st.big)
                {% endif %}
                ELSE 2 / pi() * atan(abs(CAST({{ m }} AS DOUBLE) - {{ o }})) END) AS s,
       CAST(count(*) AS BIGINT) AS n
FROM {{ paired|qi }} AS p CROSS JOIN st
{% endif %}
