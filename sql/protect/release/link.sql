{#-
  protect/release/link.sql -- the private link of the release: each input record's new
  household id and its position in the released file (docs/protect/release.md).
  H(seed, step, x) = the first 15 hex digits of md5("seed|step|x") as a BIGINT.
  inputs : protected (the protected relation, input order; its rowid + 1 is the record's
           row number), household (column name or none), shuffle (bool)
  params : $seed (text), $hh_offset (BIGINT)
  output : row_id (1-based input row), new_hh (BIGINT or NULL), new_row (1-based
           released position)
  grain  : one row per record
-#}
WITH rows AS (
    SELECT rowid + 1 AS row_id
{%- if household %}, CAST({{ household|qi }} AS VARCHAR) AS hh{% endif %}
    FROM {{ protected|qi }}
),
{%- if household %}
households AS (
    SELECT hh,
           $hh_offset + row_number() OVER (
               ORDER BY ('0x' || substr(md5(concat_ws('|', $seed, 'household', hh)), 1, 15))::BIGINT,
                        hh) AS new_hh
    FROM (SELECT DISTINCT hh FROM rows)
),
{%- endif %}
linked AS (
    SELECT r.row_id,
           {% if household %}h.new_hh{% else %}CAST(NULL AS BIGINT) AS new_hh{% endif %},
           ('0x' || substr(md5(concat_ws('|', $seed, 'record', CAST(r.row_id AS VARCHAR))), 1, 15))::BIGINT AS u
    FROM rows AS r
{%- if household %}
    JOIN households AS h ON h.hh = r.hh
{%- endif %}
)
SELECT row_id, new_hh,
{%- if shuffle %}
       row_number() OVER (ORDER BY {% if household %}new_hh, {% endif %}u, row_id) AS new_row
{%- else %}
       row_id AS new_row
{%- endif %}
FROM linked
