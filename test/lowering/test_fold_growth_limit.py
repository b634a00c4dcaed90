"""ov-fold-constants folds a value beyond FOLD_LIMIT only when it is at most twice its inputs'
elements (a Tile of a weight already that large); the limit is lowered here, so the rule is
checked on a few elements rather than on 2^27."""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.lowering.ov import fold_constants
from ovopt.lowering.ov.fold_constants import grows_too_much


def tile(times: int) -> ov.TileV0Op:
    """Four elements (and one repeat count) tiled `times` times."""
    data = ov.ConstantV0Op.from_numpy(np.ones(4, np.float32))
    repeats = ov.ConstantV0Op.from_numpy(np.array([times], np.int64))
    return ov.TileV0Op(data.output, repeats.output)


def test_beyond_the_limit_up_to_twice_the_inputs_folds(monkeypatch):
    monkeypatch.setattr(fold_constants, "FOLD_LIMIT", 4)
    assert not grows_too_much(tile(2))  # 8 elements from 5: within twice
    assert grows_too_much(tile(3))  # 12 from 5


def test_within_the_limit_any_growth_folds(monkeypatch):
    monkeypatch.setattr(fold_constants, "FOLD_LIMIT", 12)
    assert not grows_too_much(tile(3))
    assert grows_too_much(tile(4))
