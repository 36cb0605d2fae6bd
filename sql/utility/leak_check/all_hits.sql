{#-
  all_hits.sql -- the hits of every channel (each a table of its own, made by the
  engine), read as one relation.
  inputs : tables (the hits table of hits.sql, then each channel's)
  output : the columns of hits.sql
  grain  : one row per hit
-#}
{% for t in tables %}
SELECT * FROM {{ t|qi }}
{% if not loop.last %}UNION ALL{% endif %}
{% endfor %}
