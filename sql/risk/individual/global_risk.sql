{#-
  global_risk.sql -- file-level risk from the cells (seed 000 sections 3.5 and 5.2;
  seed 004 section 3.7): every record of a cell has the cell's risk, so sums over
  records are sums over cells weighted by their record count.
  Expected re-identifications ER = sum r_i, rate xi = ER / n; sample uniques;
  records violating k-anonymity (fk < k); the benchmark rule
  r_i >= 0.1 and r_i >= 2 (median(r) + 2 MAD(r)) (seed 004 formula 3.5, MAD the
  unscaled median absolute deviation); with households ER_h = sum over
  households of |g| r_g.  Sums run exactly (DECIMAL over cells; over households in
  fixed point, units of 2^-96, as HUGEINT: up to 2^30 records), so they do not depend
  on the order in which threads add; they are reported as DOUBLE.
  The benchmark rule skips its two sorts when they cannot matter: if at least
  n // 2 + 1 records have r <= 0.01, both middle records do, so 0 <= median <= 0.01;
  those records deviate from it by at most 0.01, so MAD <= 0.01; then
  2 (median + 2 MAD) <= 0.06 < 0.1 and the rule is r >= 0.1 alone (the medians
  run over no cell).  Files of realistic size are in this case.
  inputs : cell_risk (cells with __sdc_c, fk, risk); households (relation or none); ks
  output : one row of figures
  grain  : one row
-#}
{% import "_exact.sql" as e %}
{% import "risk/individual/_weighted.sql" as wq %}
WITH n AS (
    SELECT sum(__sdc_c) AS n,
           coalesce(sum(__sdc_c) FILTER (WHERE risk <= 0.01), 0) >= sum(__sdc_c) // 2 + 1 AS low
    FROM {{ cell_risk|qi }}
), ranked AS (
    SELECT risk, __sdc_c FROM {{ cell_risk|qi }} WHERE NOT (SELECT low FROM n)
), med AS (
    SELECT {{ wq.weighted_median("ranked", "risk", "__sdc_c", "(SELECT n FROM n)") }} AS med
), mad AS (
    SELECT {{ wq.weighted_median("(SELECT abs(risk - (SELECT med FROM med)) AS dev, __sdc_c FROM ranked)",
                                 "dev", "__sdc_c", "(SELECT n FROM n)") }} AS mad
)
SELECT
    sum(__sdc_c) AS n,
    count(*) AS n_cells,
    CAST(sum(__sdc_c * CAST(risk AS DECIMAL(38, 28))) AS DOUBLE) AS expected_reidentifications,
    CAST(sum(__sdc_c * CAST(risk AS DECIMAL(38, 28))) AS DOUBLE) / sum(__sdc_c) AS reidentification_rate,
    max(risk) AS max_risk,
    coalesce(sum(__sdc_c) FILTER (WHERE fk = 1), 0) AS sample_uniques,
    {% for k in ks %}
    coalesce(sum(__sdc_c) FILTER (WHERE fk < {{ k|int }}), 0) AS k{{ k|int }}_violations,
    {% endfor %}
    coalesce(sum(__sdc_c) FILTER (WHERE risk >= 0.1 AND ((SELECT low FROM n)
        OR risk >= 2 * ((SELECT med FROM med) + 2 * (SELECT mad FROM mad)))), 0)
        AS benchmark_high_risk
    {% if households %}
    , (SELECT CAST(sum(members * {{ e.fixed("household_risk * power(2.0, 96)", dialect) }}) AS DOUBLE)
              * power(2.0, -96)
       FROM {{ households|qi }}) AS household_expected_reidentifications
    , (SELECT CAST(sum(members * {{ e.fixed("household_risk * power(2.0, 96)", dialect) }}) AS DOUBLE)
              * power(2.0, -96)
       FROM {{ households|qi }}) / sum(__sdc_c) AS household_reidentification_rate
    , (SELECT max(household_risk) FROM {{ households|qi }}) AS max_household_risk
    {% endif %}
FROM {{ cell_risk|qi }}
