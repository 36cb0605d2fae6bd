"""The protect family: methods that give a new relation with every row and every untreated
column, verified by re-running the risk (docs/contributing.md).

* :mod:`~sdcsql.protect.local_suppression` -- local suppression to k-anonymity or a risk
  threshold (seed 002 section 8); SQL in ``sql/protect/local_suppression/``;
* :mod:`~sdcsql.protect.recode` -- global recoding, top and bottom coding (seed 003
  section 3.4.3), and :mod:`~sdcsql.protect.regroup`, the recodes applied to a cell table
  (risk after a recode without reading the records).
"""
