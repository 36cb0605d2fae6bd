{#-
  leaks.sql -- the leak check's counts per variable and channel: the suppressed
  values, those recovered by any channel (each value once), and by each channel.
  inputs : suppressed (suppressed.sql), hits (the channels' recovered values:
           var, row_id, channel, a, b, c); n_vars
  output : var, suppressed, recoverable, by_member, by_count, by_columns, by_order
  grain  : one row per variable
-#}
WITH vars AS (
    {%- for i in range(n_vars) %}
    SELECT {{ i|int }} AS var{% if not loop.last %} UNION ALL{% endif %}
    {%- endfor %}
), supp AS (
    SELECT var, count(*) AS n FROM {{ suppressed|qi }} GROUP BY var
), rec AS (
    SELECT var,
           count(DISTINCT row_id) AS n,
           count(DISTINCT row_id) FILTER (WHERE channel = 'member') AS by_member,
           count(DISTINCT row_id) FILTER (WHERE channel = 'count') AS by_count,
           count(DISTINCT row_id) FILTER (WHERE channel = 'columns') AS by_columns,
           count(DISTINCT row_id) FILTER (WHERE channel = 'order') AS by_order
    FROM {{ hits|qi }}
    GROUP BY var
)
SELECT v.var,
       CAST(coalesce(s.n, 0) AS BIGINT) AS suppressed,
       CAST(coalesce(r.n, 0) AS BIGINT) AS recoverable,
       CAST(coalesce(r.by_member, 0) AS BIGINT) AS by_member,
       CAST(coalesce(r.by_count, 0) AS BIGINT) AS by_count,
       CAST(coalesce(r.by_columns, 0) AS BIGINT) AS by_columns,
       CAST(coalesce(r.by_order, 0) AS BIGINT) AS by_order
FROM vars AS v
LEFT JOIN supp AS s ON s.var = v.var
LEFT JOIN rec AS r ON r.var = v.var
ORDER BY v.var
