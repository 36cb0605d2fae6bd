{#-
  summary.sql -- the summary of each l-diversity column (as sdcMicro prints it:
  minimum, quartiles by R's quantile type 7, mean, maximum) and the records whose l
  is below the target.
  inputs : records (records.sql), columns (its ldiversity_* columns)
  params : $l -- the target l
  output : one column per (column, figure): <i>_min, <i>_q1, <i>_median, <i>_mean,
           <i>_q3, <i>_max, <i>_below (i: the column's position in ``columns``)
  grain  : one row
-#}
SELECT
{% for c in columns %}
    min({{ c|qi }}) AS c{{ loop.index0 }}_min,
    quantile_cont({{ c|qi }}, 0.25) AS c{{ loop.index0 }}_q1,
    quantile_cont({{ c|qi }}, 0.5) AS c{{ loop.index0 }}_median,
    avg({{ c|qi }}) AS c{{ loop.index0 }}_mean,
    quantile_cont({{ c|qi }}, 0.75) AS c{{ loop.index0 }}_q3,
    max({{ c|qi }}) AS c{{ loop.index0 }}_max,
    count(*) FILTER (WHERE {{ c|qi }} < $l) AS c{{ loop.index0 }}_below{{ "," if not loop.last }}
{% endfor %}
FROM {{ records|qi }}
