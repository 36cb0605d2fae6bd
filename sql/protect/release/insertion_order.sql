{#-
  protect/release/insertion_order.sql -- the connection's preserve_insertion_order setting
  (the release turns it on while it pairs the two files' records by position, then
  restores it).
  inputs : none
  output : preserve (BOOLEAN)
  grain  : one row
-#}
SELECT current_setting('preserve_insertion_order') AS preserve
