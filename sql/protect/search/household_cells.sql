{#-
  household_cells.sql -- the household structure the search's household-risk target
  reads, grouped by composition (_households.sql): which distinct combinations
  (distinct_cells.sql's) the members of a household of each composition have, and how
  many households have it.  Its size follows the compositions, not the households.
  inputs : keyed (the problem's keyed view, with __sdc_hh[, __sdc_hsize]); n_keys;
           sensitive (column names); household_size_given (bool)
  output : household (the composition: its first household's smallest input row
           number), cell (the combination's smallest input row number:
           distinct_cells.sql's first), n (a household's records of that
           combination), household_size, households (the households of the
           composition)
  grain  : one row per composition and distinct combination, ordered by household, cell
-#}
{% import "protect/search/_households.sql" as h %}
WITH {{ h.ctes(keyed, n_keys, sensitive, household_size_given) }}
SELECT c.composition AS household, p.cell, min(p.n) AS n,
    max(p.household_size) AS household_size, count(*) AS households
FROM __sdc_pairs AS p
JOIN __sdc_compositions AS c ON p.household = c.household
GROUP BY c.composition, p.cell
ORDER BY household, cell
