{#-
  keyed_counts.sql -- the keyed view grouped: the one scan of an input read for its
  distinct cells only (a search of a CSV without a protected file), from which the
  input checks (input_checks.sql with counted) and the cells (distinct_cells.sql with
  counted) are summed, as they would be counted from the records.
  inputs : keyed (the problem's keyed view); n_keys (keys and strata);
           columns (further input columns to keep, grouped as they are);
           weighted (bool: the problem has a weight; otherwise every weight is 1)
  output : __sdc_k0.., the columns; __sdc_n (records), __sdc_row (the smallest
           input row number), __sdc_wfix (the sum of the weights in fixed point
           2^-52, over the weights the checks accept: > 0 and < 1e12), and the weight
           counts of input_checks.sql (w_null, w_nan, w_inf, w_nonpos, w_below1,
           w_huge)
  grain  : one row per distinct combination of the keys and the columns
-#}
SELECT
    {% for i in range(n_keys) %}__sdc_k{{ i|int }},
    {% endfor %}
    {% for c in columns %}{{ c|qi }},
    {% endfor %}
    count(*) AS __sdc_n,
    min(__sdc_row) AS __sdc_row,
    {% if weighted %}
    sum(CAST(CASE WHEN __sdc_w > 0 AND __sdc_w < 1e12 THEN __sdc_w END * power(2.0, 52)
             AS HUGEINT)) AS __sdc_wfix,
    count(*) FILTER (WHERE __sdc_w IS NULL) AS w_null,
    count(*) FILTER (WHERE isnan(__sdc_w)) AS w_nan,
    count(*) FILTER (WHERE abs(__sdc_w) = CAST('Infinity' AS DOUBLE)) AS w_inf,
    count(*) FILTER (WHERE __sdc_w <= 0) AS w_nonpos,
    count(*) FILTER (WHERE __sdc_w < 1) AS w_below1,
    count(*) FILTER (WHERE __sdc_w >= 1e12) AS w_huge
    {% else %}
    {# every weight is 1: no weight to check, their sum is the count #}
    CAST(count(*) AS HUGEINT) * CAST(power(2.0, 52) AS HUGEINT) AS __sdc_wfix,
    0 AS w_null, 0 AS w_nan, 0 AS w_inf, 0 AS w_nonpos, 0 AS w_below1, 0 AS w_huge
    {% endif %}
FROM {{ keyed|qi }}
GROUP BY {% for i in range(n_keys) %}__sdc_k{{ i|int }}{{ ", " if not loop.last or columns }}{% endfor %}
    {%- for c in columns %}{{ c|qi }}{{ ", " if not loop.last }}{% endfor %}
