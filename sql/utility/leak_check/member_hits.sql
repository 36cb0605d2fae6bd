{#-
  member_hits.sql -- channel (a), other members: the suppressed values of the
  household-level variable `var` that another record of the same released household
  shows (its target value, unmarked).
  inputs : pairs (pairs.sql), suppressed (suppressed.sql); var (the variable's position)
  output : var, row_id, channel ('member'), a, b, c (-1)
  grain  : one row per recovered (record, variable)
-#}
SELECT DISTINCT s.var, s.row_id, 'member' AS channel, -1 AS a, -1 AS b, -1 AS c
FROM {{ suppressed|qi }} AS s
JOIN (
    SELECT DISTINCT rel_hh, r_{{ var|int }} AS y
    FROM {{ pairs|qi }}
    WHERE rel_hh IS NOT NULL AND r_{{ var|int }} IS NOT NULL
) AS shown ON shown.rel_hh = s.rel_hh AND shown.y = s.target
WHERE s.var = {{ var|int }}
