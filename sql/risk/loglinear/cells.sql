{#-
  cells.sql -- the cell table the log-linear model is fitted on (observed cells only;
  the empty cells of the full grid are added in Python, as zeros).
  inputs : keyed (relation name); keys (the key columns __sdc_k0..)
  output : __sdc_g0.. (the keys, NULL a level), fk (records), wsum (sum of weights: Fk),
           incl (sum of 1 / weight: sdcMicro's inclusion probability of the cell),
           both exact sums converted once (the same for any thread count),
           __sdc_lcell (the cell's number, 1.., in the order of the keys: records.sql
           joins the cells' risks by it)
  grain  : one row per distinct key combination of the records
-#}
{% import "_exact.sql" as e %}
SELECT
    *,
    row_number() OVER (ORDER BY {% for k in keys %}__sdc_g{{ loop.index0 }} NULLS FIRST{{ ", " if not loop.last }}{% endfor %}) AS __sdc_lcell
FROM (
    SELECT
        {% for k in keys %}{{ k|qi }} AS __sdc_g{{ loop.index0 }},
        {% endfor %}
        CAST(count(*) AS DOUBLE) AS fk,
        -- exact fixed-point sums (docs/decisions/0002-exact-sums.md): the same for any
        -- order of addition; weights in units of 2^-52, their inverses in units of 2^-60
        CAST(sum({{ e.fixed("CAST(__sdc_w AS DOUBLE) * power(2.0, 52)", dialect) }}) AS DOUBLE)
            * power(2.0, -52) AS wsum,
        CAST(sum({{ e.fixed("power(2.0, 60) / CAST(__sdc_w AS DOUBLE)", dialect) }}) AS DOUBLE)
            * power(2.0, -60) AS incl
    FROM {{ keyed|qi }}
    GROUP BY ALL
) AS g
