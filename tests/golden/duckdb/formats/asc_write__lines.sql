SELECT concat(
    lpad(coalesce(CAST("region" AS VARCHAR), ''), 2, ' '),
    lpad(coalesce(CASE WHEN "w" = trunc("w") AND abs("w") < 1e18 THEN CAST(CAST("w" AS BIGINT) AS VARCHAR) ELSE CAST("w" AS VARCHAR) END, ''), 6, ' ')
) AS line
FROM "__sdc_asc_out"
