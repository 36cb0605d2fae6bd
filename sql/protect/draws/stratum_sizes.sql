{#-
  protect/draws/stratum_sizes.sql -- the smallest number of complete records (every
  treated variable non-NULL) over the strata, checked before a multivariate method runs.
  inputs : keyed (the problem's keyed view), strata (column names), variables (names)
  output : smallest (BIGINT; NULL when no stratum has a complete record)
  grain  : one row
-#}
SELECT min(n) AS smallest
FROM (
    SELECT count(*) AS n
    FROM {{ keyed|qi }}
    WHERE {% for v in variables %}{{ v|qi }} IS NOT NULL{{ " AND " if not loop.last }}{% endfor %}
    {% if strata %}GROUP BY {% for s in strata %}{{ s|qi }}{{ ", " if not loop.last }}{% endfor %}{% endif %}
) AS sizes
