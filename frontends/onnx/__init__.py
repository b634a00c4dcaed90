"""The ONNX frontend: an ONNX model file -> a module in the onnx dialect.

`import_model` is the entry point. The importer of each node is found in the registry
(`ovopt.registry.register_importer`), where the built-ins of builtin_importers.py register
exactly as an extension's importer does.
"""

from __future__ import annotations

from collections.abc import Mapping

from xdsl.dialects.builtin import ModuleOp

from ovopt.frontends import InputBatch, InputShape, Source
from ovopt.frontends.onnx.errors import OnnxImportError
from ovopt.frontends.onnx.graph import DIM_PARAMS_ATTR, GraphImporter
from ovopt.frontends.onnx.loader import load
from ovopt.frontends.onnx.node_context import NodeContext
from ovopt.registry import find_importer, register_importer
from ovopt.support.locations import NAME_ATTR
from ovopt.support.mapped_files import map_file

__all__ = [
    "DIM_PARAMS_ATTR",
    "NAME_ATTR",
    "NodeContext",
    "OnnxImportError",
    "find_importer",
    "import_model",
    "import_model_file",
    "parse_onnx_text",
    "read_onnx",
    "read_onnx_text",
    "register_importer",
]


def import_model(
    data: bytes | memoryview,
    model_path: str | None = None,
    input_shapes: Mapping[str | None, InputShape] | None = None,
    batch: InputBatch | None = None,
) -> ModuleOp:
    """The onnx-dialect module of a serialized model; `model_path` locates its external data;
    `input_shapes` replace the shapes of the inputs they name, and `batch` the batch dimension
    of the others, before types are inferred."""
    return GraphImporter(load(data, model_path, input_shapes or {}, batch)).import_model()


def parse_onnx_text(text: str) -> bytes:
    """A serialized model from ONNX's textual syntax; `#` starts a comment line."""
    from onnx import parser

    lines = [line for line in text.splitlines() if not line.lstrip().startswith("#")]
    try:
        return parser.parse_model("\n".join(lines)).SerializeToString()
    except parser.ParseError as error:
        raise OnnxImportError(f"the ONNX text does not parse: {error}") from None


def import_model_file(path: str) -> ModuleOp:
    try:
        data = map_file(path)
    except OSError as error:
        raise OnnxImportError(f"cannot read {path}: {error.strerror}") from None
    return import_model(data, path)


def read_onnx(source: Source) -> ModuleOp:
    """The `.onnx` frontend."""
    return import_model(source.data, source.path, source.input_shapes, source.batch)


def read_onnx_text(source: Source) -> ModuleOp:
    """The `.onnxtext` frontend: ONNX's textual syntax (onnx.parser), which the frontend's lit
    tests use."""
    try:
        text = str(source.data, "utf-8")
    except UnicodeDecodeError:
        raise OnnxImportError(f"{source.name} is not ONNX text (UTF-8): give -f onnx for a binary model") from None
    return import_model(parse_onnx_text(text), source.path, source.input_shapes, source.batch)
