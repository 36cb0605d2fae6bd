"""The risk family: measures of re-identification risk (docs/contributing.md).

Each member takes a problem (data + spec) and gives relations per record or cell and a
result with ``to_json()``/``table()``:

* :mod:`~sdcsql.risk.individual` -- individual, household and global risk, with the
  benchmark rule and the k-anonymity counts (seed 000 sections 3.3-3.5 and 5; seed 004
  section 3.5); SQL in ``sql/risk/individual/``;
* :mod:`~sdcsql.risk.core` -- the core-risk screen (seed 002 sections 6.4 and 7);
* :mod:`~sdcsql.risk.threshold` -- thresholds and unsafe records (seed 000 section 4.1);
* :mod:`~sdcsql.risk.argus_rule` -- the ARGUS threshold rule on key combinations (seed
  003 section 3.3.4).
"""
