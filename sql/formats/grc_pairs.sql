{#-
  formats/grc_pairs.sql -- the code pairs a recode applied to a variable, written to a
  mu-Argus recode file (.grc) beside an .asc output (sdcsql/formats/grc.py).
  inputs : source (the input relation), recoded (the recoded view of the same records in
           the same order: a projection of source), column (the recoded variable)
  output : old (the input's type), new (the recoded type), ordered by old, new
  grain  : one row per distinct (old, new) pair with both non-missing
-#}
SELECT DISTINCT o.old, r.new
FROM (SELECT {{ column|qi }} AS old FROM {{ source|qi }}) AS o
POSITIONAL JOIN (SELECT {{ column|qi }} AS new FROM {{ recoded|qi }}) AS r
WHERE o.old IS NOT NULL AND r.new IS NOT NULL
ORDER BY o.old, r.new
