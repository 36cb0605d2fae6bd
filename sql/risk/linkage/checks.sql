{#-
  checks.sql -- what the continuous-variable risk measures refuse, counted in one row
  before any work: the records of each file and, per numeric variable, the values
  that are missing or not finite (NULL, NaN, +-Infinity) in the original and the
  masked file (docs/risk/linkage.md).
  inputs : original, masked (relation names; the same name when both column sets are
           in one file); original_columns, masked_columns (the numeric variables of
           each file, by position)
  output : n_original, n_masked, bad_o{i}, bad_m{i} (records with an unusable value of
           variable i in the original, the masked file)
  grain  : one row
-#}
SELECT
    (SELECT CAST(count(*) AS BIGINT) FROM {{ original|qi }}) AS n_original,
    (SELECT CAST(count(*) AS BIGINT) FROM {{ masked|qi }}) AS n_masked
{% for c in original_columns %}
    , (SELECT CAST(count(*) AS BIGINT) FROM {{ original|qi }}
       WHERE {{ c|qi }} IS NULL OR NOT isfinite(CAST({{ c|qi }} AS DOUBLE))) AS bad_o{{ loop.index0|int }}
{% endfor %}
{% for c in masked_columns %}
    , (SELECT CAST(count(*) AS BIGINT) FROM {{ masked|qi }}
       WHERE {{ c|qi }} IS NULL OR NOT isfinite(CAST({{ c|qi }} AS DOUBLE))) AS bad_m{{ loop.index0|int }}
{% endfor %}
