{#-
  marginal_loss.sql -- per key, the one-way table (records per value, NULL a value)
  before and after a candidate recode, compared cell by cell, from cell tables only.
  A key no recode of the candidate touches has the same one-way table on both sides:
  the caller lists only the keys that may differ (the others lose nothing).
  The values are compared as text: a key the problem's own recodes turn from numbers
  into labels (age 34 -> '30-39') has values of another type after than before.
  inputs : before, after (cell or base cell tables: __sdc_k0.., __sdc_c records);
           positions (the key positions to compare, at least one)
  output : key (position), categories_before, categories_after (distinct non-missing
           values), marginal_loss (sum over values of |records before - records after|,
           a value missing on one side counting 0 there)
  grain  : one row per key listed
-#}
{% for i in positions %}
SELECT {{ i|int }} AS key,
    (SELECT count(DISTINCT __sdc_k{{ i|int }}) FROM {{ before|qi }}) AS categories_before,
    (SELECT count(DISTINCT __sdc_k{{ i|int }}) FROM {{ after|qi }}) AS categories_after,
    (SELECT coalesce(sum(abs(coalesce(b.n, 0) - coalesce(a.n, 0))), 0)
     FROM (SELECT CAST(__sdc_k{{ i|int }} AS VARCHAR) AS v, sum(__sdc_c) AS n
           FROM {{ before|qi }} GROUP BY 1) AS b
     FULL OUTER JOIN
          (SELECT CAST(__sdc_k{{ i|int }} AS VARCHAR) AS v, sum(__sdc_c) AS n
           FROM {{ after|qi }} GROUP BY 1) AS a
     ON b.v IS NOT DISTINCT FROM a.v) AS marginal_loss
{{ "UNION ALL" if not loop.last }}
{% endfor %}
ORDER BY key
