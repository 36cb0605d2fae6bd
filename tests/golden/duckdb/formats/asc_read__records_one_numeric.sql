SELECT
NULLIF(trim(substr(line, 1, 2)), '') AS "region",
TRY_CAST(NULLIF(trim(substr(line, 3, 6)), '') AS DOUBLE) AS "w"
FROM read_csv($path, header = false, columns = {'line': 'VARCHAR'}, delim = '\x1f',
              quote = '', escape = '', auto_detect = false)
