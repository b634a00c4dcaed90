"""A checkpoint's tensor bundle (`variables/variables.index` + `variables.data-*`), read without
TensorFlow.

The index is a sorted table (table.py) from tensor names to `BundleEntryProto`s (dtype, shape,
which data file, offset, size); the entry of the empty key is the `BundleHeaderProto` (number of
data files, endianness). The data files are raw little-endian tensor bytes: each is mapped, and a
tensor is a numpy view of its span, so weights are never copied on the way to the IR.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np

from ovopt.frontends.tf import proto
from ovopt.frontends.tf.errors import TfImportError
from ovopt.frontends.tf.table import TableError, entries
from ovopt.frontends.tf.tensors import NUMPY_TYPES, shape_of
from ovopt.support.mapped_files import map_file


class TensorBundle:
    """The tensors of the bundle whose files start with `prefix` (`.../variables/variables`)."""

    def __init__(self, prefix: Path):
        self.prefix = prefix
        index = Path(f"{prefix}.index")
        try:
            data = map_file(index)
        except OSError as error:
            raise TfImportError(f"cannot read the checkpoint index {index}: {error.strerror}") from None
        header_class = proto.message("tensorflow.BundleHeaderProto")
        entry_class = proto.message("tensorflow.BundleEntryProto")
        self.entries: dict[str, object] = {}
        header = None
        try:
            for key, value in entries(data):
                if key == b"":
                    header = header_class.FromString(value)
                else:
                    self.entries[key.decode("utf-8", "replace")] = entry_class.FromString(value)
        except (TableError, Exception) as error:  # noqa: BLE001  (protobuf's DecodeError, a broken table)
            raise TfImportError(f"{index} is not a checkpoint index: {error}") from None
        if header is None:
            raise TfImportError(f"{index} has no bundle header")
        if header.endianness != 0:
            raise TfImportError(f"{index}: the checkpoint is big-endian, which ovopt does not read")
        self.shards = header.num_shards
        self._mapped: dict[int, memoryview] = {}

    def __contains__(self, key: str) -> bool:
        return key in self.entries

    def array(self, key: str) -> np.ndarray:
        """The tensor `key` as a read-only view of its data file."""
        entry = self.entries.get(key)
        if entry is None:
            raise TfImportError(f"the checkpoint {self.prefix} has no tensor '{key}'")
        if len(entry.slices):
            raise TfImportError(f"checkpoint tensor '{key}' is partitioned into slices, which ovopt does not read")
        dtype = NUMPY_TYPES.get(entry.dtype)
        if dtype is None:
            raise TfImportError(
                f"checkpoint tensor '{key}' is of {proto.enum_name('tensorflow.DataType', entry.dtype)}"
            )
        shape = shape_of(entry.shape) or ()
        count = math.prod(shape)
        if entry.size != count * dtype.itemsize:
            raise TfImportError(f"checkpoint tensor '{key}' has {entry.size} bytes for {count} values of {dtype}")
        data = self._shard(entry.shard_id)
        if entry.offset + entry.size > len(data):
            raise TfImportError(f"checkpoint tensor '{key}' runs past the end of its data file")
        array = np.frombuffer(data, dtype=dtype, count=count, offset=entry.offset)
        return array.reshape(shape)

    def _shard(self, shard: int) -> memoryview:
        if shard not in self._mapped:
            path = Path(f"{self.prefix}.data-{shard:05d}-of-{self.shards:05d}")
            try:
                self._mapped[shard] = map_file(path)
            except OSError as error:
                raise TfImportError(f"cannot read the checkpoint data {path}: {error.strerror}") from None
        return self._mapped[shard]
