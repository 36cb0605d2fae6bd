{#-
  quantiles.sql -- the lower quantiles l / 20, l = 1..19, of every continuous variable
  of both files (the Q row of table 3.7, seed 003 section 3.5.3), in one scan: the
  inverse empirical distribution function (quantile_disc: the value at sorted
  position ceil(l n / 20)), over each variable's non-missing values; on Spark by a
  sort per variable and file (below).
  inputs : paired (measures/paired.sql); n_vars
  output : o_{i}, m_{i} -- the 19 quantiles of variable i in the original, masked file
  grain  : one row
-#}
{%- if dialect == "spark" %}
{#- Spark's percentile_disc holds every value of its group in one task's memory, one
    copy per fraction: 19 per variable and file ran a 1 GB executor out of memory at a
    million records.  Instead each variable's values are ranked by a sort (Spark's sorts
    spill to disk), the 19 positions ceil(l n / 20) picked by a join with l = 1..19 (a
    position may serve several l), and the picked values pivoted into the arrays. #}
WITH long AS (
{%- for i in range(n_vars) %}{% set last_i = loop.last %}{% for side in ("o", "m") %}
    SELECT '{{ side }}_{{ i|int }}' AS k, CAST(__sdc_{{ side }}{{ i|int }} AS DOUBLE) AS x
    FROM {{ paired|qi }}
    WHERE __sdc_{{ side }}{{ i|int }} IS NOT NULL
    {%- if not (loop.last and last_i) %}
    UNION ALL
    {%- endif %}
{%- endfor %}{% endfor %}
),
ranked AS (
    SELECT k, x, row_number() OVER (PARTITION BY k ORDER BY x) AS r,
           count(*) OVER (PARTITION BY k) AS n
    FROM long
),
levels AS (
    SELECT * FROM (VALUES {% for l in range(1, 20) %}({{ l|int }}){{ ", " if not loop.last }}{% endfor %}) AS t(l)
),
picked AS (
    SELECT q.k, v.l, q.x
    FROM ranked AS q
    JOIN levels AS v ON q.r = CAST(ceil(v.l * q.n / 20.0) AS BIGINT)
)
SELECT
{%- for i in range(n_vars) %}{% set last_i = loop.last %}{% for side in ("o", "m") %}
    array({% for l in range(1, 20) %}max(CASE WHEN k = '{{ side }}_{{ i|int }}' AND l = {{ l|int }} THEN x END){{ ", " if not loop.last }}{% endfor %}) AS {{ side }}_{{ i|int }}{{ "," if not (loop.last and last_i) }}
{%- endfor %}{% endfor %}
FROM picked
{%- else %}
SELECT
{% for i in range(n_vars) %}
    quantile_disc(CAST(__sdc_o{{ i|int }} AS DOUBLE), [{% for l in range(1, 20) %}{{ l|int }} / 20{{ ", " if not loop.last }}{% endfor %}]) AS o_{{ i|int }},
    quantile_disc(CAST(__sdc_m{{ i|int }} AS DOUBLE), [{% for l in range(1, 20) %}{{ l|int }} / 20{{ ", " if not loop.last }}{% endfor %}]) AS m_{{ i|int }}{{ "," if not loop.last }}
{% endfor %}
FROM {{ paired|qi }}
{%- endif %}