{#-
  measures.sql -- distinct, entropy and recursive (c, l) l-diversity of each key
  pattern's group (seed 004 section 3.3; Machanavajjhala et al. 2007, defs 3.1-3.3).
  inputs : group_values (group_values.sql), n_keys
  params : $c_num, $c_den -- c of the recursive test as an exact fraction
  output : __sdc_g0.., __sdc_mask, l_distinct (values of positive weight), l_entropy
           (exp of the entropy of the value shares), l_recursive (the largest l with
           r_1 < c (r_l + ... + r_m), values sorted by weight descending; 0 when none)
  grain  : one row per key pattern with at least one sensitive value
  The recursive test is exact: c_den W_1 < c_num tail(W) on the integers W (ties
  must not flip with the summation order); ties in W are broken by the value.
-#}
WITH g AS (
    SELECT
        *,
        sum(W) OVER (PARTITION BY {% for i in range(n_keys) %}__sdc_g{{ i }}, {% endfor %}__sdc_mask) AS tot,
        max(W) OVER (PARTITION BY {% for i in range(n_keys) %}__sdc_g{{ i }}, {% endfor %}__sdc_mask) AS r1,
        row_number() OVER (PARTITION BY {% for i in range(n_keys) %}__sdc_g{{ i }}, {% endfor %}__sdc_mask
                           ORDER BY W DESC, __sdc_s) AS rnk,
        sum(W) OVER (PARTITION BY {% for i in range(n_keys) %}__sdc_g{{ i }}, {% endfor %}__sdc_mask
                     ORDER BY W DESC, __sdc_s
                     ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) AS tail
    FROM {{ group_values|qi }}
)
SELECT
    {% for i in range(n_keys) %}__sdc_g{{ i }}, {% endfor %}__sdc_mask,
    count(*) AS l_distinct,
    exp(-sum(CAST(W AS DOUBLE) / CAST(tot AS DOUBLE)
             * ln(CAST(W AS DOUBLE) / CAST(tot AS DOUBLE)))) AS l_entropy,
    coalesce(max(CASE WHEN CAST($c_den AS HUGEINT) * r1 < CAST($c_num AS HUGEINT) * tail
                      THEN rnk END), 0) AS l_recursive
FROM g
GROUP BY {% for i in range(n_keys) %}__sdc_g{{ i }}, {% endfor %}__sdc_mask
