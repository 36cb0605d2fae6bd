"""Reproducible random draws: a pure function of (seed, record id, step, variable, draw).

No state and no stream: a record's draw does not depend on the order of evaluation,
the thread count, the strata or the engine.  All arithmetic is modulo 2**64:

    key   = mix(mix(mix(seed) ^ name64(step)) ^ name64(variable)) ^ draw
    bits  = mix(key ^ mix(record_id))
    u     = ((bits >> 11) + 0.5) * 2**-53          in (0, 1), never 0 nor 1
    z     = Phi^-1(u)                               (scipy.special.ndtri)

``mix`` is the splitmix64 finaliser; ``name64(s)`` the first 8 bytes (little endian)
of blake2b(s in UTF-8).  ``key`` is computed once in Python (:func:`stream_key`) and
bound as ``$key`` of ``sql/protect/draws/uniform.sql``, the same uniform in pure
DuckDB SQL (equal bit for bit: tests/protect/test_draws.py).  Normal draws in SQL are
this module's :func:`normal_arrow` registered as a function (no inverse normal in SQL).
"""

from __future__ import annotations

import hashlib

import numpy as np
import pyarrow as pa

__all__ = ["mix", "mix_int", "name64", "stream_key", "uniform", "normal",
           "uniform_from_key", "normal_from_key", "uniform_arrow", "normal_arrow",
           "SPLITMIX"]

M64 = (1 << 64) - 1
#: the splitmix64 constants (increment, two multipliers), also bound in the SQL template
SPLITMIX = (0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB)
_GAMMA, _C1, _C2 = SPLITMIX


def mix_int(x: int) -> int:
    """The splitmix64 finaliser of one Python integer (the scalar reference)."""
    x = (x + _GAMMA) & M64
    x = ((x ^ (x >> 30)) * _C1) & M64
    x = ((x ^ (x >> 27)) * _C2) & M64
    return x ^ (x >> 31)


def mix(x: np.ndarray) -> np.ndarray:
    """The splitmix64 finaliser, vectorised on uint64 (numpy wraps modulo 2**64)."""
    x = np.asarray(x, dtype=np.uint64)
    with np.errstate(over="ignore"):
        x = x + np.uint64(_GAMMA)
        x = (x ^ (x >> np.uint64(30))) * np.uint64(_C1)
        x = (x ^ (x >> np.uint64(27))) * np.uint64(_C2)
    return x ^ (x >> np.uint64(31))


def name64(name: str) -> int:
    """A 64-bit code of a step or variable name."""
    return int.from_bytes(hashlib.blake2b(name.encode("utf-8"), digest_size=8).digest(),
                          "little")


def stream_key(seed: int, step: str, variable: str = "", draw: int = 0) -> int:
    """The key of (seed, step, variable, draw), an integer in [0, 2**64)."""
    k = mix_int(seed & M64)
    k = mix_int(k ^ name64(step))
    k = mix_int(k ^ name64(variable))
    return k ^ (draw & M64)


def _ids(record_id: object) -> np.ndarray:
    return np.asarray(record_id, dtype=np.int64).astype(np.uint64)


def uniform_from_key(key: int, record_id: object) -> np.ndarray:
    """Uniform draws in (0, 1) of the records ``record_id`` (integers) under ``key``."""
    bits = mix(np.uint64(key) ^ mix(_ids(record_id)))
    return ((bits >> np.uint64(11)).astype(np.float64) + 0.5) * 2.0 ** -53


def normal_from_key(key: int, record_id: object) -> np.ndarray:
    """Standard normal draws: the inverse normal distribution function of the uniforms."""
    from scipy.special import ndtri  # imported where used (0.3 CPU s)

    return np.asarray(ndtri(uniform_from_key(key, record_id)), dtype=np.float64)


def uniform(seed: int, record_id: object, step: str, variable: str = "",
            draw: int = 0) -> np.ndarray:
    """Uniform draws of (seed, record id, step, variable, draw)."""
    return uniform_from_key(stream_key(seed, step, variable, draw), record_id)


def normal(seed: int, record_id: object, step: str, variable: str = "",
           draw: int = 0) -> np.ndarray:
    """Standard normal draws of (seed, record id, step, variable, draw)."""
    return normal_from_key(stream_key(seed, step, variable, draw), record_id)


def uniform_arrow(key: pa.Array, record_id: pa.Array) -> pa.Array:
    """:func:`uniform_from_key` as an Arrow function (key UBIGINT, id BIGINT).  The key
    may also come as a DECIMAL(20, 0) (Spark has no unsigned type): it is cast to
    UBIGINT, exactly."""
    keys = np.asarray(key.cast(pa.uint64()).to_numpy(zero_copy_only=False), dtype=np.uint64)
    ids = _ids(record_id.to_numpy(zero_copy_only=False))
    bits = mix(keys ^ mix(ids))
    return pa.array(((bits >> np.uint64(11)).astype(np.float64) + 0.5) * 2.0 ** -53)


def normal_arrow(key: pa.Array, record_id: pa.Array) -> pa.Array:
    """:func:`normal_from_key` as an Arrow function (key UBIGINT, id BIGINT)."""
    from scipy.special import ndtri

    u = np.asarray(uniform_arrow(key, record_id).to_numpy(), dtype=np.float64)
    return pa.array(np.asarray(ndtri(u), dtype=np.float64))
