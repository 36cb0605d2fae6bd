{#-
  distinct_cells.sql -- the protection search's one read of the records: the distinct
  combinations of the keys (and of the sensitive variables the targets read).
  inputs : keyed (the problem's keyed view); n_keys; sensitive (column names);
           counted (optional: keyed is keyed_counts.sql's grouping, its counts summed)
  output : k0.. (the keys as text), s0.. (the sensitive variables as text),
           n (records), w (sum of weights, added in fixed point 2^-52 so that it does
           not depend on the order of the threads' sums), first (the smallest input row
           number of the combination)
  grain  : one row per distinct combination, ordered by first
-#}
{%- import "_exact.sql" as e %}
SELECT
    {% for i in range(n_keys) %}CAST(__sdc_k{{ i|int }} AS VARCHAR) AS k{{ i|int }},
    {% endfor %}
    {% for s in sensitive %}CAST({{ s|qi }} AS VARCHAR) AS s{{ loop.index0 }},
    {% endfor %}
    {%- if counted is defined and counted %}
    CAST(sum(__sdc_n) AS BIGINT) AS n,
    CAST(sum(__sdc_wfix) AS DOUBLE) * power(2.0, -52) AS w,
    {%- else %}
    count(*) AS n,
    CAST(sum({{ e.fixed("__sdc_w * power(2.0, 52)", dialect) }}) AS DOUBLE) * power(2.0, -52) AS w,
    {%- endif %}
    min(__sdc_row) AS "first"
FROM {{ keyed|qi }}
GROUP BY ALL
ORDER BY "first"
