{#-
  distinct_values.sql -- the approximate number of distinct values of each of some
  variables, in one pass (HyperLogLog: DuckDB's approx_count_distinct, a few per cent
  off), for the workbench to tell which variables have so many categories that counting
  them belongs in the background action that made the file, not in a quick answer.
  inputs : source (the recoded view); variables (columns)
  params : none
  output : one column per variable, in the order given: its approximate number of
           distinct values (NULL not counted)
  grain  : one row
-#}
SELECT
{%- for variable in variables %}
    CAST(approx_count_distinct({{ variable|qi }}) AS BIGINT) AS {{ ("n" ~ loop.index0)|qi }}{{ "," if not loop.last }}
{%- endfor %}
FROM {{ source|qi }}
