{#-
  empirical.sql -- EBIL (seed 003 section 3.5.2, formula 3.8) of one variable or a
  tuple of variables, the transition estimated from the data: the joint counts n_ij of
  (original value i, released value j), EBIL = sum_j n_.j H(V | V' = j)
  = -sum_ij n_ij ln(n_ij / n_.j), in nats (a missing value is a value).  Each term is
  summed as a fixed-point integer (units of 2^-60, HUGEINT; up to N ln N < 2^67 for
  N < 2^34 records), so the figure does not depend on the order of addition (the
  threads: decision 0002).
  inputs : paired (measures/paired.sql: __sdc_o{i}, __sdc_m{i}); cols (positions)
  output : ebil (nats)
  grain  : one row
-#}
{% import "_exact.sql" as e %}
{% set o = [] %}{% set m = [] %}
{% for i in cols %}{% set _ = o.append("__sdc_o" ~ i) %}{% set _ = m.append("__sdc_m" ~ i) %}{% endfor %}
WITH j AS (
    SELECT {{ o|join(", ") }}, {{ m|join(", ") }}, count(*) AS nij
    FROM {{ paired|qi }}
    GROUP BY {{ o|join(", ") }}, {{ m|join(", ") }}
),
t AS (
    SELECT nij, sum(nij) OVER (PARTITION BY {{ m|join(", ") }}) AS nj
    FROM j
)
SELECT coalesce(CAST(sum({{ e.fixed("nij * ln(CAST(nj AS DOUBLE) / nij) * power(2.0, 60)", dialect) }})
                     AS DOUBLE) / power(2.0, 60), 0.0) AS ebil
FROM t
