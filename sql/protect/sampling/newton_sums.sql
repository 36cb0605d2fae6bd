{#-
  protect/sampling/newton_sums.sql -- one Newton step of the raking with one factor per
  household (udfs.raking.newton), aggregated in the engine: at the bound lambdas, each
  household's factor g = exp(sum_k p_k lambda_k) (protect/sampling/_raking.sql), and
  over the households the raked category totals sum g a_k and the Jacobian's entries
  sum g a_k a_l / W (a_k the household's weight in category k, W its weight
  total, in weight units): one row to the driver, never the
  households.
  inputs : shares (protect/sampling/unit_shares.sql), keys (the share columns p<j>_<k>
           of the categories raked), function (the registered exp), $l<i> (the
           lambdas, one per key)
  output : overflow (a factor would overflow: the step is rejected), per term t (c<k>:
           the total of category k; j<k>_<l>, k <= l: the Jacobian): k_t (the fixed-point
           scale, a power of two) and s_t (HUGEINT: the sum of round(term k_t))
  grain  : one row
  sums   : exact integer sums (docs/decisions/0002-exact-sums.md, 0003): each term in
           units of 2^-s, s from the term's largest value (below 2^88: 2^34 households
           fit), the totals rounded once on the driver, the same for any order or engine
-#}
{%- import "protect/sampling/_raking.sql" as r %}
{%- set terms = [] %}
{%- for k in keys %}{% set _ = terms.append(("c" ~ loop.index0, "u.__sdc_g * u.a" ~ loop.index0)) %}{% endfor %}
{%- for k in keys %}{% set i = loop.index0 %}{% for l in keys %}{% if loop.index0 >= i %}
{%- set _ = terms.append(("j" ~ i ~ "_" ~ loop.index0, "u.__sdc_g * u.a" ~ i ~ " * u.a" ~ loop.index0 ~ " / u.__sdc_size")) %}
{%- endif %}{% endfor %}{% endfor %}
WITH units AS (
    SELECT {{ r.factor(function, keys, "s") }} AS __sdc_g,
           {{ r.double("s.size_fixed") }} * power(2.0, -52) AS __sdc_size
    {%- for k in keys %}
         , {{ r.double("s." ~ ("a" ~ k[1:])|qi) }} * power(2.0, -52) AS a{{ loop.index0|int }}
    {%- endfor %}
    FROM {{ shares|qi }} AS s
),
terms AS (
    SELECT u.__sdc_g{% for t in terms %}, {{ t[1] }} AS {{ t[0] }}{% endfor %}
    FROM units AS u
),
scales AS (
    -- 2^(88 - ceil(log2 max term)), clipped to 2^1000: the largest term is below 2^89
    SELECT count(*) FILTER (WHERE __sdc_g IS NULL) > 0 AS overflow
    {%- for t in terms %}
        , CASE WHEN max({{ t[0] }}) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max({{ t[0] }}))))) ELSE 1.0 END AS k_{{ t[0] }}
    {%- endfor %}
    FROM terms
)
SELECT c.*{% for t in terms %}, v.s_{{ t[0] }}{% endfor %}
FROM scales AS c
CROSS JOIN (
    SELECT 1 AS __sdc_one
    {%- for t in terms %}
        , sum({{ r.integer("x." ~ t[0] ~ " * s.k_" ~ t[0]) }}) AS s_{{ t[0] }}
    {%- endfor %}
    FROM terms AS x
    CROSS JOIN scales AS s
) AS v
