{#-
  order_hits.sql -- channel (d), order and ids: when the released file is in input
  order, or a released column pairs each record with the original (an id equal to
  the original's, or ranking the records in input order), every suppressed value of
  the variable is given back through the original file.
  inputs : suppressed (suppressed.sql); var (position); links (the open links:
           -1 the order, j >= 0 the channel position of an id column)
  output : var, row_id, channel ('order'), a (the link), b, c (-1)
  grain  : one row per (suppressed value, open link)
-#}
{%- for link in links %}
SELECT var, row_id, 'order' AS channel, {{ link|int }} AS a, -1 AS b, -1 AS c
FROM {{ suppressed|qi }}
WHERE var = {{ var|int }}
{%- if not loop.last %}
UNION ALL
{%- endif %}
{%- endfor %}
