"""The utility family: what a protection costs the analysts (docs/contributing.md).

* :mod:`~sdcsql.utility.entropy` -- the Shannon entropy of each key's categories (seed
  003 section 3.5.2.3), the entropy criterion of local suppression;
* :mod:`~sdcsql.utility.leak_check` -- the suppressed values a released file gives back
  (another member of the household, the member count), run on every protected file;
* :mod:`~sdcsql.utility.information_loss` -- categories and missing values per key
  before and after, the report's information-loss counts (seed 000 section 7.5).
"""
