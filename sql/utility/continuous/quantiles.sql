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
    spill to disk), and the values at the 19 positions ceil(l n / 20) (a position may
    serve several l; n counted apart: 4 x 19 rows) picked by an equi-join on the
    variable and the rank (the positions computed on the ranked rows made the join a
    nested loop over every value and level), then pivoted into the arrays. #}
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
counts AS (
    SELECT k, count(*) AS n FROM long GROUP BY k
),
levels AS (
    SELECT * FROM (VALUES {% for l in range(1, 20) %}({{ l|int }}){{ ", " if not loop.last }}{% endfor %}) AS t(l)
),
positions AS (
    SELECT c.k, v.l, CAST(ceil(v.l * c.n / 20.0) AS BIGINT) AS r
    FROM counts AS c CROSS JOIN levels AS v
),
ranked AS (
    SELECT k, x, row_number() OVER (PARTITION BY k ORDER BY x) AS r
    FROM long
),
picked AS (
    SELECT p.k, p.l, q.x
    FROM ranked AS q
    JOIN positions AS p ON q.k = p.k AND q.r = p.r
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