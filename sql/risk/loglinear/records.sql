{#-
  records.sql -- each record's log-linear risk: its cell's (1 - exp(-v)) / v, the
  expected 1 / F of a sample unique (seed 004 (3.15)), NULL for records in cells
  with f > 1.
  inputs : keyed (relation name); keys (the key columns __sdc_k0..); cells (the
           table of cells.sql); values (relation __sdc_lcell, loglinear_risk: the
           fit's per-cell risk, computed in Python)
  output : __sdc_row, loglinear_risk
  grain  : one row per record
-#}
SELECT r.__sdc_row, v.loglinear_risk
FROM {{ keyed|qi }} AS r
JOIN {{ cells|qi }} AS c
  ON {% for k in keys %}r.{{ k|qi }} IS NOT DISTINCT FROM c.__sdc_g{{ loop.index0 }}{{ " AND " if not loop.last }}{% endfor %}
JOIN {{ values|qi }} AS v ON v.__sdc_lcell = c.__sdc_lcell
