{#-
  independent.sql -- EBIL (seed 003 section 3.5.2, formula 3.8) of one variable with
  suppression modelled as independent of the value: a released missing value carries
  the entropy of the original's marginal (missing values left out), a released value
  none: (values suppressed) x H(original marginal), in nats.
  inputs : paired (measures/paired.sql: __sdc_o{i}, __sdc_m{i}); var (position)
  output : ebil (nats)
  grain  : one row
-#}
{% set o = "__sdc_o" ~ var %}{% set m = "__sdc_m" ~ var %}
WITH c AS (
    SELECT count(*) AS n FROM {{ paired|qi }} WHERE {{ o }} IS NOT NULL GROUP BY {{ o }}
),
h AS (
    SELECT coalesce(-sum(CAST(n AS DOUBLE) / t * ln(CAST(n AS DOUBLE) / t)), 0.0) AS h
    FROM (SELECT n, sum(n) OVER () AS t FROM c) AS s
)
SELECT (SELECT count(*) FROM {{ paired|qi }} WHERE {{ o }} IS NOT NULL AND {{ m }} IS NULL) * h.h
       AS ebil
FROM h
