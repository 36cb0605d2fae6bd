-- sdcsql shell kit: individual risk (pure SQL, no Python)
--
-- Load it in the DuckDB shell with `.read risk.sql` (or execute it as a script from
-- any DuckDB client).  Works in the duckdb 1.5 CLI and in DuckDB 2.0 (Python); the
-- lambdas use the `lambda x: ...` syntax accepted by both.
--
-- Public macros (arguments: fk = sample frequency of the record's key, Fk_hat = sum of
-- the weights of the records with that key, i.e. the estimate of Fk; DuckDB names are
-- case-insensitive, so the second parameter cannot be called Fk):
--
--   sdc_risk(fk, Fk_hat)
--       The exact individual risk under the negative-binomial model,
--           r = E(1/F | f) = p * integral_0^1 u^(f-1) / (p + (1-p) u) du,  p = fk / Fk_hat,
--       = (p^f / f) 2F1(f, f; f+1; 1-p)  (seed 000 = Polettini 2004, section 3.3,
--       formulas 3-11).  p > 1 (Fk_hat < fk) is clamped to p = 1, giving 1/fk.
--       Real fk > 0 is allowed (alpha-weighted missing values give fractional fk).
--       Accuracy: relative error < 1e-12 for integer fk = 1..200, 500, 1000, 1e4, 1e6
--       and p = 1e-12..1 (measured max 8e-15 against risk_exact, itself within 1e-12 of
--       50-digit references; tests require 1e-9); same for fractional fk, also next to
--       an integer (the connection formula below has no cancellation).
--       Representations (derivations and error bounds: docs/risk/individual.md):
--         fk >= 50            Watson expansion sum_{n<10} P_n(p) / fk^(n+1)
--                             (relative error <= D_10 fk / (fk-1)^11 < 8e-16);
--         fk < 50,  p > 1/2   Pfaff series (p/f) sum_{n<56} n! q^n / (f+1)_n, q = 1-p
--                             (tail < 2 q^56 < 3e-17);
--         fk < 50,  p <= 1/2  x = p/q: r = x I_f with I_f = sum_{k<m} (-x)^k / (f-1-k)
--                             + (-x)^m I_{f-m}; integer f: m = f-1, I_1 = ln(1/p)
--                             (the closed forms of seed 000 section 3.4, generalised);
--                             fractional f: I_{f-m} from the connection formula.
--
--   sdc_risk_sdcmicro(fk, Fk_hat)
--       sdcMicro measure_risk default, defects included (reference vectors R1-R4):
--       p = 1 (fk = Fk_hat): 1/fk;  fk = 1: p/(1-p) ln(1/p);  fk = 2: p/(1-p) -
--       (p/(1-p))^2 ln(1/p)  (seed 002 section 5.1, (4a) and (4b));  fk > 2: the
--       approximation (5) p / (fk - (1-p));  fractional fk < 2 falls through to 0 (R2);
--       p > 1 unguarded (R4).  Same values as the Python compatibility mode to ~1e-15.
--
--   sdc_risk_argus(fk, Fk_hat)
--       mu-Argus's core: seed 000 section 3.4 closed forms for fk = 1, 2, 3,
--         r1 = -p ln(p)/q,  r2 = p/q^2 (p ln p + q),  r3 = p/(2 q^3) (q (3q-2) - 2 p^2 ln p),
--       formula (14) (p/f) sum_{n=0}^{7} n! q^n / ((f+1)...(f+n)) for fk >= 4, and 1/fk
--       where Fk_hat <= fk.  Integer fk only (a fractional fk raises an error).
--       These are approximations: see the accuracy table in docs/risk/individual.md.
--
-- All three: NULL in -> NULL out; fk or Fk_hat not finite and > 0 raises an error
-- (zero weights give no population estimate: never dropped silently).
-- Private helpers start with _sdc_.

-- expm1(z) without cancellation (Taylor series for |z| < 1/2, remainder < 1e-19).
CREATE OR REPLACE MACRO _sdc_expm1(z) AS (
    CASE
        WHEN abs(z) < 0.5 THEN
            list_sum(list_transform(range(1, 18), lambda j: pow(z, j) / exp(lgamma(j + 1.0))))
        ELSE exp(z) - 1
    END
);

-- (y - sin y) / sy for y = pi |eps| and sy = sin(pi |eps|): g(eps) - 1 of the
-- connection formula, Taylor series for y <= 1 (remainder < 1e-25 relative).
CREATE OR REPLACE MACRO _sdc_gm1(y, sy) AS (
    CASE
        WHEN y <= 1 THEN
            list_sum(list_transform(range(1, 12), lambda j:
                (1 - 2 * (j % 2 = 0)::INTEGER) * pow(y, 2 * j + 1) / exp(lgamma(2 * j + 2.0)))) / sy
        ELSE (y - sy) / sy
    END
);

-- I_s(x) = integral_0^1 u^(s-1) / (u + x) du for non-integer s in (0, 3/2), x = p/(1-p),
-- p <= 1/2, with eps = 1 - s, g = pi eps / sin(pi eps), c_j = j! / (1+eps)_j:
--   I_s = g expm1(eps ln(1/x)) / eps + (g - 1) / eps + sum_{j>=1} c_{j-1} p^j / (j + eps).
-- (docs/risk/individual.md, "Fractional base value"; 64 terms, tail < 1e-19.)
CREATE OR REPLACE MACRO _sdc_base_frac(s, p) AS (
    (pi() * abs(1 - s)) / sin(pi() * least(abs(1 - s), s))
        * _sdc_expm1((1 - s) * ln((1 - p) / p)) / (1 - s)
    + _sdc_gm1(pi() * abs(1 - s), sin(pi() * least(abs(1 - s), s))) / (1 - s)
    + list_sum(list_transform(range(1, 65), lambda j:
        exp(lgamma(j::DOUBLE) + lgamma(2 - s) - lgamma(j + 1 - s)) * pow(p, j) / (j + 1 - s)))
);

-- x-series: r = x (sum_{k<m} (-x)^k / (f-1-k) + (-x)^m base), x = p/(1-p) <= 1,
-- base = I_{f-m}(x).
CREATE OR REPLACE MACRO _sdc_risk_x(f, p, m, base) AS (
    (p / (1 - p)) * (
        coalesce(list_sum(list_transform(range(CAST(m AS BIGINT)), lambda k:
            pow(-(p / (1 - p)), k) / (f - 1 - k))), 0)
        + pow(-(p / (1 - p)), m) * base
    )
);

-- Pfaff series in q = 1 - p (all terms positive), for p > 1/2:
-- r = (p/f) sum_{n<56} n! q^n / (f+1)_n.
CREATE OR REPLACE MACRO _sdc_risk_q(f, p) AS (
    p / f * list_sum(list_transform(range(56), lambda n:
        exp(lgamma(n + 1.0) + lgamma(f + 1.0) - lgamma(f + n + 1.0)) * pow(1 - p, n)))
);

-- Watson expansion of r = integral_0^inf e^(-f t) sigma(t) dt, sigma(t) the logistic
-- function with sigma(0) = p:  r = sum_{n<10} P_n(p) u^(n+1), u = 1/f, where P_n is the
-- n-th derivative of sigma written as a polynomial in sigma.  For f >= 50.
CREATE OR REPLACE MACRO _sdc_risk_watson(u, p) AS (
    u * (
        -- P_0(p)
        p * (1)
        + u * (
        -- P_1(p)
        p * (1 + p * (-1))
        + u * (
        -- P_2(p)
        p * (1 + p * (-3 + p * (2)))
        + u * (
        -- P_3(p)
        p * (1 + p * (-7 + p * (12 + p * (-6))))
        + u * (
        -- P_4(p)
        p * (1 + p * (-15 + p * (50 + p * (-60 + p * (24)))))
        + u * (
        -- P_5(p)
        p * (1 + p * (-31 + p * (180 + p * (-390 + p * (360 + p * (-120))))))
        + u * (
        -- P_6(p)
        p * (1 + p * (-63 + p * (602 + p * (-2100 + p * (3360 + p * (-2520 + p * (720)))))))
        + u * (
        -- P_7(p)
        p * (1 + p * (-127 + p * (1932 + p * (-10206 + p * (25200 + p * (-31920
            + p * (20160 + p * (-5040))))))))
        + u * (
        -- P_8(p)
        p * (1 + p * (-255 + p * (6050 + p * (-46620 + p * (166824 + p * (-317520
            + p * (332640 + p * (-181440 + p * (40320)))))))))
        + u * (
        -- P_9(p)
        p * (1 + p * (-511 + p * (18660 + p * (-204630 + p * (1020600 + p * (-2739240
            + p * (4233600 + p * (-3780000 + p * (1814400 + p * (-362880))))))))))
        )))))))))
    )
);

-- Exact risk from f > 0 and 0 < p <= 1 (both DOUBLE).
CREATE OR REPLACE MACRO _sdc_risk_fp(f, p) AS (
    CASE
        WHEN p >= 1 THEN 1 / f
        WHEN f >= 50 THEN _sdc_risk_watson(1 / f, p)
        WHEN p > 0.5 THEN _sdc_risk_q(f, p)
        WHEN f = floor(f) THEN _sdc_risk_x(f, p, f - 1, -ln(p))
        ELSE _sdc_risk_x(f, p, greatest(floor(f - 0.5), 0),
                         _sdc_base_frac(f - greatest(floor(f - 0.5), 0), p))
    END
);

-- TRUE when fk and Fk_hat can be used (finite and > 0).
CREATE OR REPLACE MACRO _sdc_risk_valid(f, w) AS (
    f > 0 AND w > 0 AND NOT isnan(f) AND NOT isnan(w) AND NOT isinf(f) AND NOT isinf(w)
);

CREATE OR REPLACE MACRO sdc_risk(fk, Fk_hat) AS (
    CASE
        WHEN fk IS NULL OR Fk_hat IS NULL THEN NULL
        WHEN NOT _sdc_risk_valid(CAST(fk AS DOUBLE), CAST(Fk_hat AS DOUBLE)) THEN
            error('sdc_risk: fk and Fk (sum of weights) must be finite and > 0; got fk = '
                  || fk::VARCHAR || ', Fk = ' || Fk_hat::VARCHAR)
        ELSE _sdc_risk_fp(CAST(fk AS DOUBLE),
                          least(CAST(fk AS DOUBLE) / CAST(Fk_hat AS DOUBLE), 1.0))
    END
);

-- sdcMicro's formulas from f and p (p unguarded).
CREATE OR REPLACE MACRO _sdc_risk_sdcmicro_fp(f, p) AS (
    CASE
        WHEN p = 1 THEN 1 / f
        WHEN f = 1 THEN p / (1 - p) * ln(1 / p)
        WHEN f = 2 THEN p / (1 - p) - pow(p / (1 - p), 2) * ln(1 / p)
        WHEN f > 2 THEN p / (f - (1 - p))
        ELSE 0.0
    END
);

CREATE OR REPLACE MACRO sdc_risk_sdcmicro(fk, Fk_hat) AS (
    CASE
        WHEN fk IS NULL OR Fk_hat IS NULL THEN NULL
        WHEN NOT _sdc_risk_valid(CAST(fk AS DOUBLE), CAST(Fk_hat AS DOUBLE)) THEN
            error('sdc_risk_sdcmicro: fk and Fk (sum of weights) must be finite and > 0; got fk = '
                  || fk::VARCHAR || ', Fk = ' || Fk_hat::VARCHAR)
        ELSE _sdc_risk_sdcmicro_fp(CAST(fk AS DOUBLE),
                                   CAST(fk AS DOUBLE) / CAST(Fk_hat AS DOUBLE))
    END
);

-- mu-Argus's formulas from integer f and p < 1.
CREATE OR REPLACE MACRO _sdc_risk_argus_fp(f, p) AS (
    CASE
        WHEN f = 1 THEN -p * ln(p) / (1 - p)
        WHEN f = 2 THEN p / pow(1 - p, 2) * (p * ln(p) + (1 - p))
        WHEN f = 3 THEN p / (2 * pow(1 - p, 3))
                        * ((1 - p) * (3 * (1 - p) - 2) - 2 * p * p * ln(p))
        ELSE p / f * list_sum(list_transform(range(8), lambda n:
            exp(lgamma(n + 1.0) + lgamma(f + 1.0) - lgamma(f + n + 1.0)) * pow(1 - p, n)))
    END
);

CREATE OR REPLACE MACRO sdc_risk_argus(fk, Fk_hat) AS (
    CASE
        WHEN fk IS NULL OR Fk_hat IS NULL THEN NULL
        WHEN NOT _sdc_risk_valid(CAST(fk AS DOUBLE), CAST(Fk_hat AS DOUBLE)) THEN
            error('sdc_risk_argus: fk and Fk (sum of weights) must be finite and > 0; got fk = '
                  || fk::VARCHAR || ', Fk = ' || Fk_hat::VARCHAR)
        WHEN CAST(fk AS DOUBLE) <> floor(CAST(fk AS DOUBLE)) THEN
            error('sdc_risk_argus: mu-Argus frequencies are integer counts; got fk = '
                  || fk::VARCHAR || ' (use sdc_risk for fractional fk)')
        WHEN CAST(Fk_hat AS DOUBLE) <= CAST(fk AS DOUBLE) THEN 1 / CAST(fk AS DOUBLE)
        ELSE _sdc_risk_argus_fp(CAST(fk AS DOUBLE), CAST(fk AS DOUBLE) / CAST(Fk_hat AS DOUBLE))
    END
);

-- ---------------------------------------------------------------------------------
-- Table macros: frequencies and risk of a table in one call (DuckDB shell).
--   tbl     : the table or view name, as a string ('survey')
--   keys    : the key columns, as a list of strings (['region', 'sex', 'age'])
--   weight  : the weight column, as a string ('weight')
--   missing : the missing-value convention, as `sdcsql --missing` (default 'wildcard')
-- The macros count a NULL key only as a category of its own: the figures of
-- `--missing category`.  Under the other conventions (wildcard, alpha:A, conservative)
-- a NULL matches every category of its key, which needs a plan over the NULL-masks
-- of the data; so with a NULL key value they stop with an error saying so, never
-- giving the category figures under another convention's name.  Without NULL keys
-- every convention gives the same figures, and so do the macros.  For NULL keys
-- under those conventions, print the planned script of a file with
--   sdcsql sql DATA --keys ... --missing MODE --step record_risk   (docs/sql.md).
--
--   sdc_cells(tbl, keys, weight [, missing := 'category'])
--       one row per key pattern: the keys, fk, Fk_hat, risk
--   sdc_record_risk(tbl, keys, weight [, missing := 'category'])
--       every row and column of tbl, plus fk, Fk_hat, risk
-- ---------------------------------------------------------------------------------
CREATE OR REPLACE MACRO _sdc_null_key_records(tbl, keys) AS (
    (SELECT count(*) FROM query_table(tbl))
    - (SELECT count(*) FROM query_table(tbl)
       WHERE COLUMNS(lambda c: list_contains(keys, c)) IS NOT NULL)
);

-- true, or an error: an unknown convention; NULL keys under a convention but category.
CREATE OR REPLACE MACRO _sdc_missing_ok(macro, tbl, keys, missing) AS (
    CASE
        WHEN missing IS NULL OR (missing NOT IN ('wildcard', 'category', 'conservative')
                                 AND NOT regexp_full_match(missing, 'alpha:[0-9.]+')) THEN
            error(macro || ': missing := ''' || coalesce(missing, 'NULL')
                  || ''': use wildcard, alpha:A, conservative or category')
        WHEN missing = 'category' THEN true
        WHEN _sdc_null_key_records(tbl, keys) > 0 THEN
            error(macro || ': ' || _sdc_null_key_records(tbl, keys)::VARCHAR
                  || ' record(s) have a NULL key value; under missing := ''' || missing
                  || ''' a NULL matches every category of its key, which these macros cannot'
                  || ' count (they count NULL as a category of its own: missing := ''category'').'
                  || ' Print the planned script instead: sdcsql sql DATA --keys ... --missing '
                  || missing || ' --step record_risk')
        ELSE true
    END
);

CREATE OR REPLACE MACRO sdc_cells(tbl, keys, weight, missing := 'wildcard') AS TABLE
    SELECT *, sdc_risk(fk, Fk_hat) AS risk
    FROM (
        SELECT COLUMNS(lambda c: list_contains(keys, c)),
               count(*) AS fk,
               sum(CAST(COLUMNS(lambda c: c = weight) AS DOUBLE)) AS Fk_hat
        FROM query_table(tbl)
        GROUP BY ALL
    )
    WHERE _sdc_missing_ok('sdc_cells', tbl, keys, missing);

CREATE OR REPLACE MACRO sdc_record_risk(tbl, keys, weight, missing := 'wildcard') AS TABLE
    SELECT *, sdc_risk(fk, Fk_hat) AS risk
    FROM (
        SELECT * EXCLUDE (_sdc_w),
               count(*) OVER (PARTITION BY struct_pack(*COLUMNS(lambda c: list_contains(keys, c)))) AS fk,
               sum(_sdc_w) OVER (PARTITION BY struct_pack(*COLUMNS(lambda c: list_contains(keys, c)))) AS Fk_hat
        FROM (SELECT *, CAST(COLUMNS(lambda c: c = weight) AS DOUBLE) AS _sdc_w FROM query_table(tbl))
    )
    WHERE _sdc_missing_ok('sdc_record_risk', tbl, keys, missing);
