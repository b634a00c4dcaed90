"""The TFLite frontend: a `.tflite` flatbuffer -> the tflite dialect.

The flatbuffer is read in place (the file is mapped) with the `tflite` package, flatc's Python
code of TFLite's published schema; no TensorFlow is needed. The main subgraph (the first) is
the model: its inputs are the function's arguments, its outputs the results (graph.py). The
subgraphs a WHILE runs (its condition and body) follow as private functions `@subgraph_<index>`,
which the conversion to ov inlines into a Loop.
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

    from ovopt.dialects.tflite.base import subgraph_name
    from ovopt.frontends.tflite.graph import SubgraphImporter

    if len(data) < 8 or bytes(data[4:8]) != _IDENTIFIER:
        raise TfliteImportError("the file is not a TFLite model (no TFL3 flatbuffer identifier)")
    model = Model.GetRootAs(data, 0)
    if model.SubgraphsLength() == 0:
        raise TfliteImportError("the model has no subgraph")
    functions = [SubgraphImporter(model, data).import_function()]
    imported = {0}
    pending = _called(functions[0])
    while pending:
        index = pending.pop(0)
        if index in imported:
            continue
        if not 0 <= index < model.SubgraphsLength():
            raise TfliteImportError(f"a WHILE runs subgraph {index}, which the model does not have")
        imported.add(index)
        function = SubgraphImporter(model, data, index).import_function(subgraph_name(index), private=True)
        functions.append(function)
        pending += _called(function)
    module = ModuleOp(functions)
    module.attributes[MODEL_NAME_ATTR] = StringAttr(name)
    return module


def _called(function) -> list[int]:
    """The subgraphs the WHILEs of `function` run: condition, then body."""
    from ovopt.dialects import tflite

    found = []
    for op in function.walk():
        if isinstance(op, tflite.WhileOp):
            found += [op.cond_subgraph_index, op.body_subgraph_index]
    return found
