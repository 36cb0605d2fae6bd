SELECT
    count(*) AS lines,
    count(*) FILTER (WHERE length(rtrim(line, chr(13))) <> $width) AS bad_lines,
    min(n) FILTER (WHERE length(rtrim(line, chr(13))) <> $width) AS first_bad_line,
    count(*) FILTER (WHERE NULLIF(trim(substr(line, 3, 6)), '') IS NOT NULL AND TRY_CAST(NULLIF(trim(substr(line, 3, 6)), '') AS DOUBLE) IS NULL) AS n1
FROM (SELECT row_number() OVER () AS n, line
      FROM read_csv($path, header = false, columns = {'line': 'VARCHAR'}, delim = '\x1f',
                    quote = '', escape = '', auto_detect = false))
