"""Reading an ONNX file: parsing, checks, external data, local functions, type inference.

What the graph importer gets is a *skeleton* of the model that holds the nodes, the small
initializers and the types ONNX inference found, plus the large initializers by name. Type
inference then runs on kilobytes instead of a copy of every weight.

The weights are never copied: the model file comes mapped, a wire-format scan (wire.py) takes
the large tensors' `raw_data` out before protobuf parses the rest, leaving a reference to
their place in the model file, and ExternalData serves those bytes as views of the mapping,
as it serves external data files' bytes (mapped too).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import onnx
from google.protobuf.message import DecodeError
from onnx import GraphProto, ModelProto, TensorProto, TensorShapeProto, TypeProto, helper, inliner, shape_inference

from ovopt.dialects.onnx.opsets import newest_opsets, opset_table
from ovopt.frontends import InputBatch, InputShape
from ovopt.frontends.onnx import wire
from ovopt.frontends.onnx.errors import OnnxImportError
from ovopt.frontends.onnx.text_fields import check_strings
from ovopt.support.mapped_files import map_file, unmap_pages

# Initializers above this size stay out of the skeleton (shape computations never need them):
# their bytes are read from the mapped file, not copied by protobuf. 4 KiB, not more: a ResNet's
# 36 KB 3x3 filters copied made a tenth of the 10k-node chain's memory and page faults.
SKELETON_TENSOR_LIMIT = 1 << 12
# Floating-point initializers above this size go to type inference without their data.
SHAPE_DATA_LIMIT = 1 << 10
_FLOAT_TYPES = {
    TensorProto.FLOAT,
    TensorProto.DOUBLE,
    TensorProto.FLOAT16,
    TensorProto.BFLOAT16,
    TensorProto.COMPLEX64,
    TensorProto.COMPLEX128,
}

DEFAULT_DOMAIN = ""


@dataclass
class LoadedModel:
    model: ModelProto  # the skeleton: structure, small initializers, inferred value types
    large_initializers: dict[str, TensorProto]  # name -> tensor of the original model
    external: ExternalData
    opsets: dict[str, int]  # domain ("" for ai.onnx) -> version
    inlined_functions: list[str] = field(default_factory=list)
    # model input and output name -> its type as the model declares it; inference invents
    # dimension names (`unk__0`) for unknown dimensions, which must not pass as the user's
    declared_io_types: dict[str, TypeProto] = field(default_factory=dict)
    # the names of the model's initializers in its order, which the small and the large follow
    initializer_order: tuple[str, ...] = ()


class ExternalData:
    """Reads tensors stored beside the model, refusing anything that leaves the model's folder,
    and the tensors whose bytes the wire scan left in the model file (`wire.IN_MODEL_FILE`)."""

    def __init__(self, model_path: str | None, model: bytes | memoryview = b""):
        self.base = Path(model_path).resolve().parent if model_path else None
        self._files: dict[Path | None, memoryview] = {None: memoryview(model).cast("B")}  # mapped once each

    def read(self, tensor: TensorProto) -> memoryview:
        """The tensor's bytes: a view of its data file (or of the model), mapped."""
        info = {entry.key: entry.value for entry in tensor.external_data}
        name = tensor.name
        location = info.get("location", "")
        if location == wire.IN_MODEL_FILE:
            return self._slice(None, info, name, "the model")
        if self.base is None:
            raise OnnxImportError(
                f"tensor '{name}' is stored outside the model, but the model was read from a stream: give its path"
            )
        if "\0" in location:
            raise OnnxImportError(f"tensor '{name}' has an external data location holding a NUL character")
        if not location or os.path.isabs(location) or Path(location).drive:
            raise OnnxImportError(
                f"tensor '{name}' has external data location '{location}': it must be a relative path"
            )
        path = (self.base / location).resolve()
        if not path.is_relative_to(self.base):
            raise OnnxImportError(
                f"tensor '{name}' has external data location '{location}', outside the model's folder: refused "
                "(keep the data files in the model's folder)"
            )
        if not path.is_file():
            raise OnnxImportError(f"tensor '{name}': external data file '{location}' does not exist")
        if path not in self._files:
            try:
                self._files[path] = map_file(path)
            except OSError as error:
                raise OnnxImportError(
                    f"tensor '{name}': external data file '{location}' cannot be read: {error.strerror}"
                ) from None
        return self._slice(path, info, name, f"'{location}'")

    def _slice(self, path: Path | None, info: dict[str, str], name: str, display: str) -> memoryview:
        data = self._files[path]
        size = len(data)
        try:
            offset = int(info.get("offset", "0"))
            length = int(info["length"]) if "length" in info else size - offset
        except ValueError:
            raise OnnxImportError(f"tensor '{name}': external data offset or length is not a number") from None
        if offset < 0 or length < 0 or offset + length > size:
            raise OnnxImportError(
                f"tensor '{name}': bytes {offset}..{offset + length} of {display} are outside the file ({size} bytes)"
            )
        return data[offset : offset + length]


def load(
    data: bytes | memoryview,
    model_path: str | None,
    input_shapes: Mapping[str | None, InputShape] | None = None,
    batch: InputBatch | None = None,
) -> LoadedModel:
    display = model_path or "the input"
    model = _parse(data, display)
    if model.ir_version <= 0 or not model.HasField("graph"):
        raise OnnxImportError(f"{display} is not an ONNX model: it has no IR version or no graph")
    if model.ir_version > onnx.IR_VERSION:
        raise OnnxImportError(
            f"{display} has IR version {model.ir_version}; onnx {onnx.__version__} reads up to {onnx.IR_VERSION}: "
            "upgrade the onnx package"
        )
    opsets = _opsets(model, display)
    inlined = []
    if model.functions:
        inlined = [f"{f.domain}.{f.name}" if f.domain else f.name for f in model.functions]
        try:
            model = inliner.inline_local_functions(model)
        except Exception as error:  # noqa: BLE001  (onnx's inliner reports failures in many ways)
            raise OnnxImportError(f"{display}: its local functions cannot be inlined: {error}") from None
    _set_input_shapes(model.graph, input_shapes or {})
    if batch is not None:
        _set_batch(model.graph, batch, input_shapes or {})
    declared = {v.name: v.type for v in [*model.graph.input, *model.graph.output]}
    order = tuple(t.name for t in model.graph.initializer)
    skeleton, large = _skeleton(model)
    return LoadedModel(skeleton, large, ExternalData(model_path, data), opsets, inlined, declared, order)


def _parse(data: bytes | memoryview, display: str) -> ModelProto:
    """The model, its strings checked; its large tensors' bytes left in `data` when the wire
    scan can follow it."""
    model = ModelProto()
    with _parse_errors(display, data):
        serialized = wire.strip_raw_data(data, SKELETON_TENSOR_LIMIT) or bytes(data)
        model.ParseFromString(serialized)
    check_strings(serialized, model, display)
    unmap_pages(data)  # protobuf holds what it parsed; the weights are read again only if used
    return model


# protobuf reads messages nested 100 deep; a graph's value types nest 5 below the graph
# (ValueInfo, Type, Tensor, Shape, Dimension), so a graph deeper than this cannot be read.
_PROTOBUF_DEPTH = 100 - 5


@contextlib.contextmanager
def _parse_errors(display: str, data: bytes | memoryview) -> Iterator[None]:
    try:
        yield
    except (DecodeError, RuntimeError) as error:
        if (wire.subgraph_depth(data) or 0) > _PROTOBUF_DEPTH:
            raise OnnxImportError(
                f"{display} nests subgraphs deeper than protobuf reads ({error}): flatten its control flow"
            ) from None
        raise OnnxImportError(
            f"{display} is not an ONNX model: the protobuf does not parse ({error}); is the file whole?"
        ) from None


def _set_input_shapes(graph: GraphProto, shapes: Mapping[str | None, InputShape]) -> None:
    """Give the named inputs (None: the only one) their `--input` shapes. A name the model lacks,
    or a shape of another rank, is left for the ov-set-inputs pass to report."""
    initializers = {t.name for t in graph.initializer}
    inputs = [i for i in graph.input if i.name not in initializers]
    for name, dims in shapes.items():
        target = inputs[0] if name is None and len(inputs) == 1 else next((i for i in inputs if i.name == name), None)
        if target is None or not target.type.HasField("tensor_type"):
            continue
        shape = target.type.tensor_type.shape
        if target.type.tensor_type.HasField("shape") and len(shape.dim) != len(dims):
            continue  # ov-set-inputs says the ranks differ
        shape.Clear()
        for dim in dims:
            shape.dim.add().CopyFrom(
                TensorShapeProto.Dimension(dim_value=dim) if dim is not None else TensorShapeProto.Dimension()
            )


def _set_batch(graph: GraphProto, batch: InputBatch, shapes: Mapping[str | None, InputShape]) -> None:
    """Give the inputs `--input` does not shape their `--batch`: at the dimension their layout
    names N, or at a first dimension the model leaves dynamic or 1. What cannot take it (a
    scalar, a first dimension of another size) is left for the ov-set-batch pass to report."""
    if batch.size <= 0:
        return  # ov-set-batch says why
    initializers = {t.name for t in graph.initializer}
    inputs = [i for i in graph.input if i.name not in initializers]
    only = len(inputs) == 1
    for value in inputs:
        if value.name in shapes or (only and None in shapes) or not value.type.tensor_type.HasField("shape"):
            continue
        named = value.name in batch.axes or (only and None in batch.axes)
        axis = batch.axes[value.name if value.name in batch.axes else None] if named else 0
        dims = value.type.tensor_type.shape.dim
        if axis is None or axis >= len(dims):
            continue
        if not named and dims[axis].HasField("dim_value") and dims[axis].dim_value != 1:
            continue
        dims[axis].Clear()
        dims[axis].dim_value = batch.size


def _opsets(model: ModelProto, display: str) -> dict[str, int]:
    known = opset_table()
    opsets = {}
    for entry in model.opset_import:
        domain = "" if entry.domain == "ai.onnx" else entry.domain
        if domain in known and entry.version > known[domain] and domain in newest_opsets():
            name = domain or "ai.onnx"
            raise OnnxImportError(
                f"{display} uses opset {entry.version} of {name}; onnx {onnx.__version__} knows up to "
                f"{known[domain]}: upgrade the onnx package"
            )
        opsets[domain] = entry.version
    if not opsets:
        opsets[DEFAULT_DOMAIN] = known[DEFAULT_DOMAIN] if model.ir_version >= 3 else 1
    return opsets


def _skeleton(model: ModelProto) -> tuple[ModelProto, dict[str, TensorProto]]:
    """A copy of `model` whose large initializers are typed graph inputs instead of data, with
    the value types ONNX inference finds; and the large initializers by name.

    Inference reads a tensor's values only where they give a shape (shapes, axes, pads, sizes,
    scales: integers, or a few floats), so the floating-point initializers above
    SHAPE_DATA_LIMIT go to it as typed inputs too, and into the skeleton after it: inference
    then serializes and parses kilobytes, not a model of many mid-sized weights twice.
    """
    graph = model.graph
    large = {t.name: t for t in graph.initializer if _in_model_file(t) or t.ByteSize() > SKELETON_TENSOR_LIMIT}
    small = [t for t in graph.initializer if t.name not in large]
    weights = {t.name for t in small if t.data_type in _FLOAT_TYPES and t.ByteSize() > SHAPE_DATA_LIMIT}
    skeleton = _model_with(model, [t for t in small if t.name not in weights])
    _declare_inputs(skeleton.graph, large.values())
    inputs = len(skeleton.graph.input)
    _declare_inputs(skeleton.graph, [t for t in small if t.name in weights])
    # Inference is a help, not a requirement: types it cannot find stay unknown.
    with contextlib.suppress(Exception):
        skeleton = shape_inference.infer_shapes(skeleton, check_type=False, strict_mode=False, data_prop=True)
    if weights:
        del skeleton.graph.input[inputs:]
        skeleton.graph.ClearField("initializer")
        skeleton.graph.initializer.extend(small)
    return skeleton, large


def _model_with(model: ModelProto, initializers: Iterable[TensorProto]) -> ModelProto:
    """A copy of `model` (what the importer reads of it) holding these initializers."""
    graph = model.graph
    copy = ModelProto()
    for name in ("ir_version", "producer_name", "producer_version", "domain", "model_version", "doc_string"):
        setattr(copy, name, getattr(model, name))
    copy.opset_import.extend(model.opset_import)
    copy.metadata_props.extend(model.metadata_props)
    copy_graph = copy.graph  # filled in place: a graph built apart is copied again
    copy_graph.name = graph.name
    copy_graph.doc_string = graph.doc_string
    for name in ("node", "input", "output", "value_info", "sparse_initializer"):
        getattr(copy_graph, name).extend(getattr(graph, name))
    copy_graph.initializer.extend(initializers)
    return copy


def _declare_inputs(graph: GraphProto, tensors: Iterable[TensorProto]) -> None:
    """Declare the tensors that are no graph inputs yet as inputs of their type."""
    inputs = {i.name for i in graph.input}
    for tensor in tensors:
        if tensor.name not in inputs:
            graph.input.append(helper.make_tensor_value_info(tensor.name, tensor.data_type, tensor.dims))
            inputs.add(tensor.name)


def _in_model_file(tensor: TensorProto) -> bool:
    """Is the tensor one whose bytes the wire scan left in the model file?"""
    return tensor.data_location == TensorProto.EXTERNAL and any(
        entry.key == "location" and entry.value == wire.IN_MODEL_FILE for entry in tensor.external_data
    )
