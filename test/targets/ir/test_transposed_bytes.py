"""The bytes of transposed constants (targets/ir/transposed.py) are numpy's transpose of the
source, byte for byte, whatever the element size, batch, band and block: from memory and from a
mapped file (read with pread, whole or a block of columns at a time); a file cut short while
it is read is an OSError that says so, not a crash."""

from __future__ import annotations

import numpy as np
import pytest

from ovopt.support.mapped_files import map_file
from ovopt.targets.files import SourceChanged
from ovopt.targets.ir import transposed
from ovopt.targets.ir.transposed import TransposedWeight

SHAPES = [(3, 5), (130, 257), (1, 2, 300, 129), (4, 64, 3)]


def values(shape: tuple[int, ...], itemsize: int) -> np.ndarray:
    count = int(np.prod(shape)) * itemsize
    return np.random.default_rng(len(shape)).integers(0, 256, count, dtype=np.uint8).view(f"u{itemsize}").reshape(shape)


def expected(array: np.ndarray) -> bytes:
    return np.swapaxes(array, -1, -2).tobytes()


def written(weight: TransposedWeight) -> bytes:
    pieces = [band.tobytes() for band in weight.bands()]
    assert all(pieces), "no empty band"
    return b"".join(pieces)


@pytest.fixture(params=["default", "small bands and blocks"])
def sizes(request, monkeypatch):
    """The default sizes, and sizes that make a weight several bands and blocks."""
    if request.param != "default":
        monkeypatch.setattr(transposed, "BAND_BYTES", 3 * 1024)
        monkeypatch.setattr(transposed, "BLOCK_BYTES", 16 * 1024)
        monkeypatch.setattr(transposed, "TILE", 16)


@pytest.mark.parametrize("itemsize", [1, 2, 4, 8])
@pytest.mark.parametrize("shape", SHAPES, ids=str)
def test_from_memory(sizes, shape, itemsize):
    array = values(shape, itemsize)
    weight = TransposedWeight(array.tobytes(), shape, itemsize)
    assert len(weight) == array.nbytes
    assert written(weight) == expected(array)


@pytest.mark.parametrize("itemsize", [2, 4])
@pytest.mark.parametrize("shape", SHAPES, ids=str)
def test_from_a_mapped_file(tmp_path, sizes, shape, itemsize):
    array = values(shape, itemsize)
    path = tmp_path / "weights.bin"
    path.write_bytes(b"\x07" * 12 + array.tobytes() + b"\x09" * 5)  # not at the start, not to the end
    source = map_file(path)[12 : 12 + array.nbytes]
    assert written(TransposedWeight(source, shape, itemsize)) == expected(array)


def test_a_file_cut_short_is_an_error(tmp_path):
    shape = (64, 48)
    array = values(shape, 4)
    path = tmp_path / "weights.bin"
    path.write_bytes(array.tobytes())
    weight = TransposedWeight(map_file(path), shape, 4)
    with path.open("r+b") as file:
        file.truncate(array.nbytes // 2)
    with pytest.raises(SourceChanged, match="shrank"):
        written(weight)


def test_equal_weights_have_equal_keys():
    array = values((40, 30), 4)
    one, other = (TransposedWeight(array.tobytes(), (40, 30), 4) for _ in range(2))
    assert one.key() == other.key() and one.same(other)
    assert not one.same(TransposedWeight(array.tobytes(), (30, 40), 4))
    changed = array.copy()
    changed[-1, -1] ^= 1
    assert not one.same(TransposedWeight(changed.tobytes(), (40, 30), 4))
