{#-
  constant_key.sql -- the current file with a constant key: when suppression left
  every key NULL everywhere, it stands in, so that every record is compatible with
  every other.
  inputs : current (the current file); constant (the constant key's name)
  output : every column of current, constant (1)
  grain  : one row per record
-#}
SELECT *, 1 AS {{ constant|qi }} FROM {{ current|qi }}
