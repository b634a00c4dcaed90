"""The TFLite frontend: a `.tflite` flatbuffer -> the tflite dialect.

The flatbuffer is read in place (the file is mapped) with the `tflite` package, flatc's Python
code of TFLite's published schema; no TensorFlow is needed. The main subgraph (the first) is
the model: its inputs are the function's arguments, its outputs the results (graph.py).
"""

from __future__ import annotations

from pathlib import Path

from xdsl.dialects.builtin import ModuleOp, StringAttr

from ovopt.frontends.tflite.errors import TfliteImportError
from ovopt.registry.kinds import Source
from ovopt.support.locations import MODEL_NAME_ATTR

__all__ = ["TfliteImportError", "import_tflite", "read_tflite"]

_IDENTIFIER = b"TFL3"


def read_tflite(source: Source) -> ModuleOp:
    """The `.tflite` file `source` (its bytes, mapped)."""
    name = Path(source.path).stem if source.path else "main"
    return import_tflite(memoryview(source.data), name)


def import_tflite(data: memoryview, name: str = "main") -> ModuleOp:
    """A TFLite flatbuffer's bytes as a module of one function, `main`."""
    from tflite.Model import Model

    from ovopt.frontends.tflite.graph import SubgraphImporter

    if len(data) < 8 or bytes(data[4:8]) != _IDENTIFIER:
        raise TfliteImportError("the file is not a TFLite model (no TFL3 flatbuffer identifier)")
    model = Model.GetRootAs(data, 0)
    if model.SubgraphsLength() == 0:
        raise TfliteImportError("the model has no subgraph")
    module = ModuleOp([SubgraphImporter(model, data).import_function()])
    module.attributes[MODEL_NAME_ATTR] = StringAttr(name)
    return module
