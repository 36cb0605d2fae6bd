{#-
  key_entropy.sql -- Shannon entropy in bits of each key's categories among the
  records where it is not missing (the entropy criterion of local suppression,
  docs/protect/local_suppression.md; seed 003 section 3.5.2.3).
  inputs : keyed (keyed view); n_keys
  output : key_index, entropy (NULL when the key is missing everywhere)
  grain  : one row per key
-#}
{% for i in range(n_keys) %}
SELECT {{ i|int }} AS key_index, -sum(share * log2(share)) AS entropy
FROM (
    SELECT count(*) / sum(count(*)) OVER () AS share
    FROM {{ keyed|qi }}
    WHERE __sdc_k{{ i|int }} IS NOT NULL
    GROUP BY __sdc_k{{ i|int }}
)
{% if not loop.last %}UNION ALL{% endif %}
{% endfor %}
