{#-
  protect/draws/single_value_strata.sql -- per treated variable, the strata (the file,
  without strata) with exactly one value: a method whose parameters are the stratum's
  own (additive noise's sd, resampling's bootstrap) would leave that value unchanged.
  inputs : keyed (the problem's keyed view), strata (column names), variables (the
           treated numeric columns, in order; NaN counts as missing)
  output : single0.. (BIGINT: strata with one value of variable i)
  grain  : one row
-#}
SELECT
    {% for v in variables %}CAST(coalesce(sum(CASE WHEN {{ ("c" ~ loop.index0)|qi }} = 1 THEN 1 ELSE 0 END), 0) AS BIGINT) AS {{ ("single" ~ loop.index0)|qi }}{{ "," if not loop.last }}
    {% endfor %}
FROM (
    SELECT
        {% for v in variables %}sum(CASE WHEN {{ v|qi }} IS NOT NULL AND NOT isnan(CAST({{ v|qi }} AS DOUBLE)) THEN 1 ELSE 0 END) AS {{ ("c" ~ loop.index0)|qi }}{{ "," if not loop.last }}
        {% endfor %}
    FROM {{ keyed|qi }}
    {% if strata %}GROUP BY {% for s in strata %}{{ s|qi }}{{ ", " if not loop.last }}{% endfor %}{% endif %}
) AS counts
