{#-
  pram_counts.sql -- the records per category of one variable (per stratum), for EBIL of
  PRAM (seed 003 section 3.5.2.3): run on the original file (the prior of Bayes' formula)
  and on the released file (n'_j, the records released as j).  Missing values are not a
  category of PRAM (they stay missing) and are left out.
  inputs : relation (a file: the original or the released one); variable; strata (names)
  output : the strata, value (the variable's value), n (records)
  grain  : one row per stratum and value
-#}
SELECT {% for s in strata %}{{ s|qi }}, {% endfor %}{{ variable|qi }} AS value, count(*) AS n
FROM {{ relation|qi }}
WHERE {{ variable|qi }} IS NOT NULL
GROUP BY {% for s in strata %}{{ s|qi }}, {% endfor %}{{ variable|qi }}
