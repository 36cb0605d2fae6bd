{#-
  protect/draws/uniform.sql -- reproducible uniform draws in pure SQL (udfs/draws.py).
  inputs : source (relation name), id (its integer record-id column)
  values : $key (UBIGINT: udfs.draws.stream_key(seed, step, variable, draw))
  output : __sdc_id (the record id, BIGINT), u (DOUBLE in (0, 1))
  grain  : one row per row of source
  bits = mix($key xor mix(id)), u = ((bits >> 11) + 0.5) * 2^-53, mix = splitmix64.
  UBIGINT products overflow, so x * C mod 2^64 is computed in HUGEINT from the 32-bit
  halves of C: (x * C_lo + ((x * C_hi) mod 2^32) * 2^32) mod 2^64, each term < 2^97.
-#}
{%- set M = "18446744073709551616::HUGEINT" -%}
{%- macro mulmod(v, c) -%}
((({{ v }})::HUGEINT * {{ c % 4294967296 }} + ((({{ v }})::HUGEINT * {{ c // 4294967296 }}) % 4294967296) * 4294967296) % {{ M }})::UBIGINT
{%- endmacro -%}
WITH s AS (
    SELECT CAST({{ id|qi }} AS BIGINT) AS __sdc_id FROM {{ source|qi }}
),
m0 AS (SELECT __sdc_id, ((CAST(__sdc_id AS HUGEINT) % {{ M }} + {{ M }}) % {{ M }} + {{ gamma }}) % {{ M }} AS x0 FROM s),
m1 AS (SELECT __sdc_id, CAST(x0 AS UBIGINT) AS x1 FROM m0),
m2 AS (SELECT __sdc_id, {{ mulmod("xor(x1, x1 >> 30)", c1) }} AS x2 FROM m1),
m3 AS (SELECT __sdc_id, {{ mulmod("xor(x2, x2 >> 27)", c2) }} AS x3 FROM m2),
r AS (SELECT __sdc_id, xor(CAST($key AS UBIGINT), xor(x3, x3 >> 31)) AS y0 FROM m3),
n1 AS (SELECT __sdc_id, CAST((CAST(y0 AS HUGEINT) + {{ gamma }}) % {{ M }} AS UBIGINT) AS y1 FROM r),
n2 AS (SELECT __sdc_id, {{ mulmod("xor(y1, y1 >> 30)", c1) }} AS y2 FROM n1),
n3 AS (SELECT __sdc_id, {{ mulmod("xor(y2, y2 >> 27)", c2) }} AS y3 FROM n2)
SELECT __sdc_id, (CAST(xor(y3, y3 >> 31) >> 11 AS DOUBLE) + 0.5) * 1.1102230246251565e-16 AS u
FROM n3
