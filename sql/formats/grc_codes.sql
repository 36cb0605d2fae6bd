{#-
  formats/grc_codes.sql -- the distinct codes of a variable a mu-Argus recode file (.grc)
  is resolved against (sdcsql/formats/grc.py; docs/formats.md).
  inputs : source (relation), column (the recoded variable)
  output : code (the column's type), in ascending order
  grain  : one row per distinct non-missing code
-#}
SELECT DISTINCT {{ column|qi }} AS code
FROM {{ source|qi }}
WHERE {{ column|qi }} IS NOT NULL
ORDER BY code
