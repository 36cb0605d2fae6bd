{#-
  patterns.sql -- MDAV and V-MDAV with missing values: the patterns of missingness
  (which treated variables a record has: NULL and NaN are missing) that hold fewer than
  k records in a stratum, the refusal the methods make before any work (a record is
  aggregated only with records of its own pattern, on the variables they share).
  inputs : keyed (the problem's keyed view, or households.sql's table); strata (column
           names); variables (the treated column names, in order); $k (the group size)
  output : p0.. (bool: the record has a value of variable i), n (records of the pattern
           in the stratum); only patterns with at least one value and fewer than k records
  grain  : one row per (stratum, pattern) too small
-#}
SELECT {% for v in variables %}{{ ("p" ~ loop.index0)|qi }}, {% endfor %}count(*) AS n
FROM (
    SELECT {% for s in strata %}{{ s|qi }}, {% endfor %}{% for v in variables %}({{ v|qi }} IS NOT NULL AND NOT isnan(CAST({{ v|qi }} AS DOUBLE))) AS {{ ("p" ~ loop.index0)|qi }}{{ "," if not loop.last }}{% endfor %}
    FROM {{ keyed|qi }}
) AS r
GROUP BY {% for s in strata %}{{ s|qi }}, {% endfor %}{% for v in variables %}{{ ("p" ~ loop.index0)|qi }}{{ "," if not loop.last }}{% endfor %}
HAVING count(*) < $k AND ({% for v in variables %}{{ ("p" ~ loop.index0)|qi }}{{ " OR " if not loop.last }}{% endfor %})
ORDER BY n{% for v in variables %}, {{ ("p" ~ loop.index0)|qi }}{% endfor %}
