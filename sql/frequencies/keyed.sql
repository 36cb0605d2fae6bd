{#-
  keyed.sql -- the keyed view (ARCHITECTURE: microdata -> keyed view).
  inputs : source (relation name); keys: list of {name, codes_var, as_text};
           weight, household, household_size (names or none)
  values : user missing codes, bound beforehand into session variables
           (SET VARIABLE <codes_var> = $codes) and read with getvariable()
  output : every input column, then
           __sdc_row  : the input row number (computed only when a step uses it)
           __sdc_k0.. : the keys, user missing codes turned into NULL
           __sdc_w    : the weight as DOUBLE (1 when the problem has no weight)
           __sdc_mask : bit i set when key i is NULL
           __sdc_hh   : household id (when a household is given)
           __sdc_hsize: household size (when a size column is given; otherwise the
                        household step counts the members)
  grain  : one row per input record, in input order
-#}
SELECT
    *,
    {% for k in keys %}
    (__sdc_k{{ loop.index0 }} IS NULL)::INTEGER * {{ (2 ** loop.index0)|int }}{{ " +" if not loop.last }}
    {% endfor %}
    AS __sdc_mask
FROM (
    SELECT
        src.*,
        row_number() OVER () AS __sdc_row,
        {% for k in keys %}
        {% if k.codes_var %}
        CASE WHEN list_contains(getvariable({{ k.codes_var|strlit }}), CAST(src.{{ k.name|qi }} AS {{ "VARCHAR" if k.as_text else "DOUBLE" }}))
             THEN NULL ELSE src.{{ k.name|qi }} END AS __sdc_k{{ loop.index0 }},
        {% else %}
        src.{{ k.name|qi }} AS __sdc_k{{ loop.index0 }},
        {% endif %}
        {% endfor %}
        {% if weight %}
        CAST(src.{{ weight|qi }} AS DOUBLE) AS __sdc_w
        {% else %}
        1.0::DOUBLE AS __sdc_w
        {% endif %}
        {% if household %}
        , src.{{ household|qi }} AS __sdc_hh
        {% if household_size %}
        , CAST(src.{{ household_size|qi }} AS BIGINT) AS __sdc_hsize
        {% endif %}
        {% endif %}
    FROM {{ source|qi }} AS src
)
