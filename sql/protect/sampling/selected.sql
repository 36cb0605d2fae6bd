{#-
  protect/sampling/selected.sql -- stratified simple random sampling without
  replacement of the units: in each stratum h of N_h units, the m_h = max(1,
  floor(f N_h + 1/2)) units of smallest (u, unit id) are selected, u the unit's draw.
  Every unit of h has inclusion probability m_h / N_h.
  inputs : units (protect/sampling/units.sql), draws (protect/draws/uniform.sql over
           the units: __sdc_id, u), strata (sampling strata, names)
  output : __sdc_key, __sdc_unit, the strata, __sdc_n (N_h), __sdc_m (m_h),
           __sdc_selected (bool)
  grain  : one row per unit
-#}
WITH ranked AS (
    SELECT
        un.*,
        row_number() OVER (
            {% if strata %}PARTITION BY {% for s in strata %}un.{{ s|qi }}{{ ", " if not loop.last }}{% endfor %}{% endif %}
            ORDER BY d.u, un.__sdc_unit) AS __sdc_rank,
        count(*) OVER (
            {% if strata %}PARTITION BY {% for s in strata %}un.{{ s|qi }}{{ ", " if not loop.last }}{% endfor %}{% endif %}
            ) AS __sdc_n
    FROM {{ units|qi }} AS un
    JOIN {{ draws|qi }} AS d ON d.__sdc_id = un.__sdc_unit
),
sized AS (
    SELECT *, greatest(1, CAST(floor(__sdc_f * __sdc_n + 0.5) AS BIGINT)) AS __sdc_m
    FROM ranked
)
SELECT
    __sdc_key,
    __sdc_unit,
{%- for s in strata %}
    {{ s|qi }},
{%- endfor %}
    __sdc_n,
    __sdc_m,
    __sdc_rank <= __sdc_m AS __sdc_selected
FROM sized
