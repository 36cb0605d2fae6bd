{#-
  _column_sets.sql -- the column sets of channel (c), imported with the context by
  column_groups.sql and column_hits.sql: every set of 1 to `size` of `candidates` (a <
  b < c, by channel position), in the order a set's number (sid) counts them.
  inputs : candidates (channel positions); size (1 to 3)
  output : `sets`, a list of lists (no SQL)
-#}
{%- set n = candidates|length %}
{%- set ns = namespace(sets=[]) %}
{%- for i in range(n) %}
{%- set ns.sets = ns.sets + [[candidates[i]]] %}
{%- for k in range(i + 1, n) if size >= 2 %}
{%- set ns.sets = ns.sets + [[candidates[i], candidates[k]]] %}
{%- for m in range(k + 1, n) if size >= 3 %}
{%- set ns.sets = ns.sets + [[candidates[i], candidates[k], candidates[m]]] %}
{%- endfor %}
{%- endfor %}
{%- endfor %}
{%- set sets = ns.sets %}
