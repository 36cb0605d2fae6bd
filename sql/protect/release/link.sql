{#-
  protect/release/link.sql -- the private link of the release: each input record's new
  household id and its position in the released file (docs/protect/release.md).
  The draws are udfs/draws.py's splitmix64 uniforms, a function of (seed, id, step):
  households by households.u (from the household id), records by draws.u (from the
  record's input row number), both computed by udfs.draws.
  inputs : protected (the protected relation, input order; its rowid + 1 is the record's
           row number), household (column name or none), shuffle (bool),
           households (relation: hh (the id as text), u; when household),
           draws (relation: __sdc_id (row number), u; when shuffle)
  params : $hh_offset (BIGINT, when household)
  output : row_id (1-based input row), new_hh (BIGINT or NULL), new_row (1-based
           released position)
  grain  : one row per record
  Spark: the record's row number is the protected relation's __sdc_row; households is
  numbered already (hh, __sdc_n: the rank by (u, hh), protect/release/numbered.sql),
  and the released position is numbered after, by (new_hh, u, row_id): the output is
  row_id, new_hh, u (no window over every record).
-#}
{% if dialect == "spark" %}
SELECT p.__sdc_row AS row_id,
       {% if household %}$hh_offset + h.__sdc_n AS new_hh{% else %}CAST(NULL AS BIGINT) AS new_hh{% endif %},
       {% if shuffle %}d.u{% else %}CAST(NULL AS DOUBLE) AS u{% endif %}
FROM {{ protected|qi }} AS p
{%- if household %}
JOIN {{ households|qi }} AS h ON h.hh = CAST(p.{{ household|qi }} AS VARCHAR)
{%- endif %}
{%- if shuffle %}
JOIN {{ draws|qi }} AS d ON d.__sdc_id = p.__sdc_row
{%- endif %}
{% else %}
WITH rows AS (
    SELECT rowid + 1 AS row_id
{%- if household %}, CAST({{ household|qi }} AS VARCHAR) AS hh{% endif %}
    FROM {{ protected|qi }}
),
{%- if household %}
ranked AS (
    SELECT hh, $hh_offset + row_number() OVER (ORDER BY u, hh) AS new_hh
    FROM {{ households|qi }}
),
{%- endif %}
linked AS (
    SELECT r.row_id,
           {% if household %}h.new_hh{% else %}CAST(NULL AS BIGINT) AS new_hh{% endif %},
           {% if shuffle %}d.u{% else %}CAST(NULL AS DOUBLE) AS u{% endif %}
    FROM rows AS r
{%- if household %}
    JOIN ranked AS h ON h.hh = r.hh
{%- endif %}
{%- if shuffle %}
    JOIN {{ draws|qi }} AS d ON d.__sdc_id = r.row_id
{%- endif %}
)
SELECT row_id, new_hh,
{%- if shuffle %}
       row_number() OVER (ORDER BY {% if household %}new_hh, {% endif %}u, row_id) AS new_row
{%- else %}
       row_id AS new_row
{%- endif %}
FROM linked
{% endif %}
