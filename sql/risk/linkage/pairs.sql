{#-
  pairs.sql -- each record's numeric variables in the original and the masked file
  side by side, with its strata, for the continuous-variable risk measures (seed 004
  section 3.11).  Two files hold the same rows in the same order (a positional join),
  or with ``by`` the same ids in any order (a join on the id column; Spark keeps no
  order); one file holds both column sets (``same``).
  inputs : original, masked (relation names); same (one file: masked is not read);
           original_columns, masked_columns (the numeric variables, by position);
           strata (stratum columns of the original); by (the id column of both, or none)
  output : __sdc_id (input position, 1..n; with ``by`` the id: the order the kernels
           take a stratum's records in), __sdc_s{j} (stratum j), __sdc_o{i},
           __sdc_m{i} (variable i in the original, the masked file, as DOUBLE)
  grain  : one row per record
-#}
SELECT
{% if by %}
    o.{{ by|qi }} AS __sdc_id
{% else %}
    CAST(row_number() OVER () AS BIGINT) AS __sdc_id
{% endif %}
{% for s in strata %}
    , o.{{ s|qi }} AS __sdc_s{{ loop.index0|int }}
{% endfor %}
{% for c in original_columns %}
    , CAST(o.{{ c|qi }} AS DOUBLE) AS __sdc_o{{ loop.index0|int }}
{% endfor %}
{% for c in masked_columns %}
    , CAST({{ "o" if same else "m" }}.{{ c|qi }} AS DOUBLE) AS __sdc_m{{ loop.index0|int }}
{% endfor %}
FROM {{ original|qi }} AS o
{% if not same and by %}JOIN {{ masked|qi }} AS m ON o.{{ by|qi }} = m.{{ by|qi }}
{% elif not same %}POSITIONAL JOIN {{ masked|qi }} AS m{% endif %}
