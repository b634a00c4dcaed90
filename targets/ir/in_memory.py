"""A module in the ov dialect as an `openvino.Model` built in memory, for the Python API.

OpenVINO reads the IR text and one weights tensor. Copying every weight into that tensor
doubles a model's weights in memory while the framework's (a torch module's parameters, a
mapped model file) are still held; ovc avoids it by making constants that share the
framework's memory. So do we: small weights are copied into the tensor (shape inference
may read them while the model is read); each large one is left unwritten (its pages are
never touched, so they cost no memory) and its constant is replaced, once the model is read,
by one that shares the module's bytes. A large chunk some constant still reads from the
tensor (one in a body this walk does not reach, an element type numpy cannot view) is
copied after all, so the model is right either way.
"""

from __future__ import annotations

import ctypes
from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING

import numpy as np
from xdsl.dialects.builtin import ModuleOp

from ovopt.targets.ir.writer import IrWriter

if TYPE_CHECKING:
    import openvino

# Chunks from this size on are shared rather than copied: far above any shape or axes constant.
SHARED_FROM = 64 * 1024

_NUMPY_TYPES = {
    "f64": np.float64,
    "f32": np.float32,
    "f16": np.float16,
    "i64": np.int64,
    "i32": np.int32,
    "i16": np.int16,
    "i8": np.int8,
    "u64": np.uint64,
    "u32": np.uint32,
    "u16": np.uint16,
    "u8": np.uint8,
    "boolean": np.bool_,
}


def openvino_model(module: ModuleOp) -> openvino.Model:
    import openvino

    writer = IrWriter(module, model_name="model", fold_transposes=False)  # a folded weight would be a copy
    xml = writer.write()
    weights = writer.weights
    tensor = openvino.Tensor(openvino.Type.u8, [max(weights.size, 1)])
    buffer = tensor.data
    large = {}
    for offset, chunk in weights.placed():
        chunk = memoryview(chunk).cast("B")
        if len(chunk) >= SHARED_FROM:
            large[offset] = chunk
        else:
            buffer[offset : offset + len(chunk)] = np.frombuffer(chunk, dtype=np.uint8)
    model = openvino.Core().read_model(model=xml.decode("utf-8"), weights=tensor)
    shared = _share_large_constants(model, large, _address(buffer))
    for offset, chunk in large.items():
        if shared[offset] < weights.readers[offset]:
            buffer[offset : offset + len(chunk)] = np.frombuffer(chunk, dtype=np.uint8)
    return model


def _share_large_constants(model: openvino.Model, large: dict[int, memoryview], base: int) -> Counter[int]:
    """Replaces each constant that reads a large chunk by one sharing the chunk's memory;
    counts the replacements per offset."""
    import openvino

    shared: Counter[int] = Counter()
    for constant in _constants(model):
        dtype = _NUMPY_TYPES.get(constant.get_element_type().get_type_name())
        if dtype is None or constant.get_byte_size() < SHARED_FROM or _carries_rt_info(constant):
            continue
        offset = _address(constant.data) - base
        chunk = large.get(offset)
        if chunk is None or len(chunk) != constant.get_byte_size():
            continue
        array = _view(chunk).view(dtype).reshape(list(constant.get_output_shape(0)))
        replacement = openvino.op.Constant(array, shared_memory=True)
        replacement.set_friendly_name(constant.get_friendly_name())
        constant.output(0).replace(replacement.output(0))
        shared[offset] += 1
    return shared


def _carries_rt_info(constant: openvino.Node) -> bool:
    """Whether the IR gave the constant runtime info, which Python cannot copy to another
    node (the reader's own weightless-cache entry is about the tensor, not the constant)."""
    return any(not key.startswith("WeightlessCache") for key in constant.get_rt_info())


def _constants(model: openvino.Model) -> Iterator[openvino.Node]:
    """The model's constants, those of Loop / If bodies included."""
    for node in model.get_ordered_ops():
        if node.get_type_name() == "Constant":
            yield node
        for body in _bodies(node):
            yield from _constants(body)


def _bodies(node: openvino.Node) -> list[openvino.Model]:
    if hasattr(node, "get_then_body"):
        return [node.get_then_body(), node.get_else_body()]
    if hasattr(node, "get_function"):
        return [node.get_function()]
    return []


def _view(chunk: memoryview) -> np.ndarray:
    """A uint8 array over the chunk's memory that OpenVINO accepts to share. It asks for a
    writable array, which a mapped model file or a bytes object is not; OpenVINO never
    writes a constant (its own `read_model` shares a read-only mapping the same way). The
    ctypes array holds the chunk, so the memory lives as long as the constant."""
    array = np.frombuffer(chunk, dtype=np.uint8)
    if array.flags.writeable:
        return array
    memory = (ctypes.c_uint8 * len(chunk)).from_address(_address(array))
    memory.owner = chunk
    return np.ctypeslib.as_array(memory)


def _address(array: np.ndarray) -> int:
    return array.__array_interface__["data"][0]
