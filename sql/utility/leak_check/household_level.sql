{#-
  household_level.sql -- which checked variables are household-level: in the input
  (every original household has at most one present value) or in the release
  (every released household shows at most one value).
  inputs : pairs (pairs.sql); n_vars
  output : var, in_input, in_release
  grain  : one row per variable
-#}
{%- for i in range(n_vars) %}
SELECT
    {{ i|int }} AS var,
    coalesce((SELECT bool_and(n <= 1) FROM (
        SELECT count(DISTINCT o_{{ i|int }}) AS n FROM {{ pairs|qi }}
        WHERE o_hh IS NOT NULL GROUP BY o_hh) AS h), FALSE) AS in_input,
    coalesce((SELECT bool_and(n <= 1) FROM (
        SELECT count(DISTINCT r_{{ i|int }}) AS n FROM {{ pairs|qi }}
        WHERE rel_hh IS NOT NULL GROUP BY rel_hh) AS h), FALSE) AS in_release
{%- if not loop.last %}
UNION ALL
{%- endif %}
{%- endfor %}
