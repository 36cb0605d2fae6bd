{#-
  unsafe_rows.sql -- the records of one suppression round that are not yet safe
  (docs/protect/local_suppression.md).  Risk mode: unsafe when risk reaches the record's threshold
  ($threshold, or $threshold / household size with households: seed 002 section
  8.2); k mode: unsafe when fk < $threshold (k-anonymity, NULL as wildcard).
  inputs : keyed (keyed view of the current, partly suppressed file); cell_risk
           (cells with fk, Fk_hat, risk; in k mode the cell table, without risk);
           households (household table or none);
           n_keys; null_safe; code (see frequencies/_join.sql); row_column (the
           row id column of keyed) and row_out (its name in the output); mode
           ('risk' or 'k'); rule ('>=' or '>');
           household_check (bool: a member is unsafe only while its household's
           risk reaches alpha -- the check against over-protection of seed 002
           section 8.2)
  params : $threshold (alpha, or k)
  output : row_out, __sdc_k0.., fk, Fk_hat, risk (NULL in k mode), household_size and
           household_risk (NULL without households), threshold (the record's own threshold)
  grain  : one row per unsafe record
-#}
{% import "frequencies/_join.sql" as j %}
SELECT *
FROM (
    SELECT
        r.{{ row_column|qi }} AS {{ row_out|qi }},
        {% for i in range(n_keys) %}r.__sdc_k{{ i|int }}, {% endfor %}
        c.fk,
        c.Fk_hat,
        {% if mode == "k" %}NULL::DOUBLE AS risk{% else %}c.risk{% endif %},
        {% if households %}h.household_size{% else %}NULL::BIGINT AS household_size{% endif %},
        {% if households %}h.household_risk{% else %}NULL::DOUBLE AS household_risk{% endif %},
        {% if mode == "risk" and households %}
        CAST($threshold AS DOUBLE) / h.household_size AS threshold
        {% else %}
        CAST($threshold AS DOUBLE) AS threshold
        {% endif %}
    {{ j.records_from(keyed, cell_risk, households, n_keys, null_safe, code) }}
)
{% if mode == "k" %}
WHERE fk < threshold
{% elif rule == ">=" %}
WHERE risk >= threshold{% if household_check %} AND household_risk >= $threshold{% endif %}

{% else %}
WHERE risk > threshold{% if household_check %} AND household_risk > $threshold{% endif %}

{% endif %}
