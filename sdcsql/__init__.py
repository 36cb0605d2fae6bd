"""sdcsql: statistical disclosure control for survey microdata, inside SQL.

>>> import sdcsql
>>> spec = sdcsql.Spec(keys=["region", "sex", "age"], weight="weight", household="household_id")
"""

from . import _checkout  # noqa: F401  (binds sql/ and udfs/ in a checkout: first)
from .data import write
from .errors import ContinuousKeyWarning, InputError, SdcsqlError, SdcsqlWarning
from .problem import Problem
from .spec import MissingMode, Spec

__version__ = "0.1.0"

__all__ = ["Problem", "Spec", "MissingMode", "write", "SdcsqlError", "InputError", "SdcsqlWarning",
           "ContinuousKeyWarning", "__version__"]
