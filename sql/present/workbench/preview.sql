{#-
  preview.sql -- one page of rows of a file, for the workbench's Data screen (shown to
  the local user in the page; never logged).
  inputs : source (the input's view, or the recoded view)
  params : $limit, $offset
  output : every column of source
  grain  : one row per record, at most $limit, from row $offset in the file's order
-#}
SELECT *
FROM {{ source|qi }}
LIMIT $limit OFFSET $offset
