{#-
  risk_levels_page.sql -- the data of the interactive threshold page (seed 000
  section 7.3.3: the slider of the risk chart): the cells collapsed to their
  distinct risk levels, with how many cells and records hold each.  No key value,
  no record and no frequency is in it (fk and Fk are left out: a sample unique's Fk
  is its own weight): only what the page needs to count unsafe records and the
  bound of formula (17) at any threshold.
  inputs : cell_risk (cells with risk and __sdc_c records per cell)
  output : risk, cells, records
  grain  : one row per distinct risk
-#}
SELECT
    risk,
    CAST(count(*) AS BIGINT) AS cells,
    CAST(sum(__sdc_c) AS BIGINT) AS records
FROM {{ cell_risk|qi }}
GROUP BY risk
ORDER BY risk
