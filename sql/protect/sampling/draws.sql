{#-
  protect/sampling/draws.sql -- each unit's uniform draw, by the registered function
  (udfs.draws.uniform_arrow: bit for bit the draw of sql/protect/draws/uniform.sql, a
  vectorised numpy call instead of HUGEINT arithmetic per row).
  inputs : units (protect/sampling/units.sql), function (the registered name)
  values : $key (UBIGINT: udfs.draws.stream_key(seed, step))
  output : __sdc_id (the unit id), u (DOUBLE in (0, 1))
  grain  : one row per unit
-#}
SELECT
    __sdc_unit AS __sdc_id,
    {{ function|qi }}(CAST($key AS UBIGINT), __sdc_unit) AS u
FROM {{ units|qi }}
