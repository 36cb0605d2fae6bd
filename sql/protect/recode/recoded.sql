{#-
  recoded.sql -- the input with global recodes applied (seed 003 sections 3.4.3.2
  global recoding and 3.4.3.3 top and bottom coding; seed 000 section 7.3.3).
  inputs : source (relation name); steps (see _recode.sql), applied in order, so
           recodes compose (a later step sees the earlier one's output); columns (the
           source's column names in order: Spark, which lists them; none on DuckDB)
  values : bound beforehand into session variables, read with getvariable()
  output : every input column, in input order; a recoded column keeps its name
  grain  : one row per input record, in input order
-#}
{% import "protect/recode/_recode.sql" as rc with context %}
WITH {{ rc.chain(source, steps, "__sdc_rc", columns|default(none)) }}
SELECT * FROM __sdc_rc{{ steps|length|int }}
