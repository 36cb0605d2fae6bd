{#-
  linkage_input.sql -- the bench's (original, masked) pair for the continuous-variable
  risk step (linkage_1m): the demo survey's numeric variables and a noise-masked copy
  of each, the noise uniform with sd $noise x the variable's sd, drawn from a hash of
  (person id, variable) so the same rows give the same file.
  inputs : survey (relation); variables (numeric columns); $rows (records kept);
           $noise (noise sd as a share of each variable's sd)
  output : the variables and <variable>_m for each
  grain  : one row per person, the first $rows by person id (the bench: all of them)
-#}
WITH kept AS (
    SELECT * FROM {{ survey|qi }} ORDER BY person_id LIMIT $rows
), sds AS (
    SELECT {% for v in variables %}stddev_samp(CAST({{ v|qi }} AS DOUBLE)) AS {{ ("sd_" ~ v)|qi }}{{ ", " if not loop.last }}{% endfor %}
    FROM kept
)
SELECT
{% for v in variables %}
    CAST({{ v|qi }} AS DOUBLE) AS {{ v|qi }},
    CAST({{ v|qi }} AS DOUBLE) + $noise * {{ ("sd_" ~ v)|qi }} * sqrt(12)
        * (CAST(hash(person_id, {{ loop.index0|int }}) AS DOUBLE) / 18446744073709551616.0 - 0.5)
        AS {{ (v ~ "_m")|qi }}{{ "," if not loop.last }}
{% endfor %}
FROM kept, sds
ORDER BY person_id
