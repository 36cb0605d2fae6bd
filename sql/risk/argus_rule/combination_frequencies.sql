{#-
  combination_frequencies.sql -- the ARGUS threshold rule (seed 003 section 3.3.4;
  seed 000 section 7.2.1): the frequency of every value combination of every
  checked combination of key variables, and whether it is unsafe.
  inputs : cells (a cell table: __sdc_k0.., __sdc_c records, __sdc_wsum the weight sum
           in fixed point, units of 2^-52); sets: one per combination of keys,
           {id, cols (key positions), dimension}; population (bool: compare the
           estimated population frequency Fk, the weight sum, instead of fk)
  params : $thresholds (list: the threshold of dimension d at position d)
  output : set_id, dimension, __sdc_k0.. (NULL outside the set), fk (records),
           Fk_hat (weight sum), unsafe (frequency below the dimension's threshold)
  grain  : one row per (combination of keys, value combination with no missing value)
  method : one GROUPING SETS aggregate over the cells, never over the records; a value
           combination with a missing (NULL) value is not counted (it cannot be
           matched on that variable)
-#}
WITH grouped AS (
    SELECT
        GROUPING({% for i in used %}__sdc_k{{ i|int }}{{ ", " if not loop.last }}{% endfor %}) AS __sdc_gid,
        {% for i in range(n_keys) %}{% if i in used %}__sdc_k{{ i|int }}{% else %}NULL AS __sdc_k{{ i|int }}{% endif %}, {% endfor %}
        sum(__sdc_c) AS fk,
        CAST(sum(__sdc_wsum) AS DOUBLE) * power(2.0, -52) AS Fk_hat
    FROM {{ cells|qi }}
    GROUP BY GROUPING SETS (
        {% for s in sets %}({% for i in s.cols %}__sdc_k{{ i|int }}{{ ", " if not loop.last }}{% endfor %}){{ "," if not loop.last }}
        {% endfor %}
    )
), labelled AS (
    SELECT
        CASE __sdc_gid
            {% for s in sets %}WHEN {{ s.gid|int }} THEN {{ s.id|int }}
            {% endfor %}
        END AS set_id,
        CASE __sdc_gid
            {% for s in sets %}WHEN {{ s.gid|int }} THEN {{ s.dimension|int }}
            {% endfor %}
        END AS dimension,
        * EXCLUDE (__sdc_gid)
    FROM grouped
    WHERE
        {% for s in sets %}
        (__sdc_gid = {{ s.gid|int }}{% for i in s.cols %} AND __sdc_k{{ i|int }} IS NOT NULL{% endfor %}){{ " OR" if not loop.last }}
        {% endfor %}
)
SELECT *, {{ "Fk_hat" if population else "fk" }} < $thresholds[CAST(dimension AS INTEGER)] AS unsafe
FROM labelled
