{#-
  protect/massc/strata.sql -- MASSC's risk strata: each record's stratum h = the number
  of cuts at or below its individual risk (0 below the first cut), a household's the
  highest of its members' (a household stays in one stratum), and the stratum's
  subsampling fraction.
  inputs : records (a relation of the records with __sdc_row and risk), columns (the
           input columns, in order), id (the record-id column), household (the household
           id column, or none), n_cuts (number of cuts), n_strata (n_cuts + 1)
  values : $cut0.. (the cuts, ascending), $keep0.. (each stratum's fraction kept)
  output : columns, __sdc_row, __sdc_rid (BIGINT record id), __sdc_risk, __sdc_h
           (INTEGER stratum), __sdc_f (DOUBLE fraction)
  grain  : one row per record
-#}
WITH r AS (
    SELECT
{%- for c in columns %}
        {{ c|qi }},
{%- endfor %}
        __sdc_row,
        CAST({{ id|qi }} AS BIGINT) AS __sdc_rid,
        risk AS __sdc_risk,
        0{% for i in range(n_cuts) %} + CASE WHEN risk >= $cut{{ i }} THEN 1 ELSE 0 END{% endfor %} AS __sdc_h0
    FROM {{ records|qi }}
),
h AS (
    SELECT *,
{%- if household %}
        max(__sdc_h0) OVER (PARTITION BY {{ household|qi }}) AS __sdc_h
{%- else %}
        __sdc_h0 AS __sdc_h
{%- endif %}
    FROM r
)
SELECT
{%- for c in columns %}
    {{ c|qi }},
{%- endfor %}
    __sdc_row,
    __sdc_rid,
    __sdc_risk,
    CAST(__sdc_h AS INTEGER) AS __sdc_h,
    CASE __sdc_h{% for i in range(n_strata) %} WHEN {{ i }} THEN CAST($keep{{ i }} AS DOUBLE){% endfor %} END AS __sdc_f
FROM h
