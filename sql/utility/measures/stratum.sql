{#-
  stratum.sql -- the records of one stratum of a file, in file order (the same filter
  on both files keeps them paired: their stratum values are equal record by record).
  inputs : source (a relation); strata (names); params $s0.. (the stratum's values;
           a NULL value matches NULL)
  output : every column of source
  grain  : one row per record of the stratum
-#}
SELECT * FROM {{ source|qi }}
WHERE {% for s in strata %}{{ s|qi }} IS NOT DISTINCT FROM $s{{ loop.index0|int }}{{ " AND " if not loop.last }}{% endfor %}
