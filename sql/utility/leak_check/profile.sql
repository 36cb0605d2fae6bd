{#-
  profile.sql -- what each released column offers the channels: its number of
  distinct present values (a category of the count channel when small), whether it
  is an id (present and distinct in every record), whether it equals the original
  column of the same name in every record, and whether ranking the records by it
  gives their input order (the order channel, docs/utility/leak_check.md).
  inputs : pairs (pairs.sql); n_columns
  output : j, distinct_values, unique_id, same_as_original, input_order, records (the
           file's, the same on every row)
  grain  : one row per released column
-#}
{%- for j in range(n_columns) %}
SELECT
    {{ j|int }} AS j,
    count(DISTINCT x_{{ j|int }}) AS distinct_values,
    count(DISTINCT x_{{ j|int }}) = count(*) AND count(x_{{ j|int }}) = count(*) AS unique_id,
    coalesce(bool_and(ox_{{ j|int }} IS NOT NULL AND x_{{ j|int }} = ox_{{ j|int }}), FALSE)
        AS same_as_original,
    coalesce(bool_and(ranked = row_id), FALSE) AS input_order,
    count(*) AS records
FROM (
    SELECT x_{{ j|int }}, ox_{{ j|int }}, row_id,
           row_number() OVER (ORDER BY TRY_CAST(x_{{ j|int }} AS DOUBLE), x_{{ j|int }}) AS ranked
    FROM {{ pairs|qi }}
) AS t
{%- if not loop.last %}
UNION ALL
{%- endif %}
{%- endfor %}
