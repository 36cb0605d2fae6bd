{#-
  global_risk.sql -- file-level risk (seed 000 sections 3.5 and 5.2; seed 004
  section 3.7): expected re-identifications ER = sum r_i, rate xi = ER / n,
  sample uniques, records violating k-anonymity, the benchmark rule
  r_i >= 0.1 and r_i >= 2 (median(r) + 2 MAD(r)) (seed 004 formula 3.5, MAD unscaled),
  and, with households, ER_h = sum over records of their household risk.
  inputs : records (record risk relation); household (bool); ks (list of k)
  output : one row of figures
  grain  : one row
-#}
WITH stats AS (
    SELECT median(risk) AS med FROM {{ records|qi }}
), mad AS (
    SELECT median(abs(r.risk - s.med)) AS mad FROM {{ records|qi }} AS r, stats AS s
)
SELECT
    count(*) AS n,
    sum(risk) AS expected_reidentifications,
    sum(risk) / count(*) AS reidentification_rate,
    max(risk) AS max_risk,
    count(*) FILTER (WHERE fk = 1) AS sample_uniques,
    {% for k in ks %}
    count(*) FILTER (WHERE fk < {{ k|int }}) AS k{{ k|int }}_violations,
    {% endfor %}
    count(*) FILTER (WHERE risk >= 0.1 AND risk >= 2 * (s.med + 2 * m.mad)) AS benchmark_high_risk
    {% if household %}
    , sum(household_risk) AS household_expected_reidentifications
    , sum(household_risk) / count(*) AS household_reidentification_rate
    , max(household_risk) AS max_household_risk
    {% endif %}
FROM {{ records|qi }}, stats AS s, mad AS m
