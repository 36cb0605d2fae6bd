{#-
  risk_levels_page.sql -- the data of the interactive threshold page (seed 000
  section 7.3.3: the slider of the risk chart): the cells collapsed to their
  distinct (risk, fk, Fk) values, with how many cells and records hold each.
  No key value and no record is in it: only the figures the page needs to count
  unsafe records and the bound of formula (17) at any threshold.
  inputs : cell_risk (cells with risk, fk, Fk_hat and __sdc_c records per cell)
  output : risk, fk, Fk_hat, cells, records
  grain  : one row per distinct (risk, fk, Fk_hat)
-#}
SELECT
    risk,
    CAST(fk AS DOUBLE) AS fk,
    CAST(Fk_hat AS DOUBLE) AS Fk_hat,
    CAST(count(*) AS BIGINT) AS cells,
    CAST(sum(__sdc_c) AS BIGINT) AS records
FROM {{ cell_risk|qi }}
GROUP BY ALL
ORDER BY risk, fk, Fk_hat
