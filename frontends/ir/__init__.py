"""The OpenVINO IR frontend: `model.xml` (IR v10 or v11) and its `.bin` -> a module in the ov dialect.

    ov-opt model.xml -p ov-default -t ir -o again.xml    # re-optimise an existing IR

`document` parses the untrusted XML safely into layers, ports and edges (and the bodies of If
and Loop layers, their port maps and back edges) and checks them; `weights` maps the .bin and
checks every Const's slice; `layers` makes each layer the ov op its type and opset declare (or
`ov.layer` when the dialect has none); `control_flow` makes If and Loop layers `ov.If.v8` and
`ov.Loop.v5` with their bodies as regions; `module` assembles `func.func @main` with the names
where the IR target finds them, so IR -> ov -> IR round-trips.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp

from ovopt.frontends import Source
from ovopt.frontends.ir.document import parse
from ovopt.frontends.ir.errors import IrReadError
from ovopt.frontends.ir.module import build_module
from ovopt.frontends.ir.weights import Weights, bin_path_for

__all__ = ["IrReadError", "bin_path_for", "read_ir"]


def read_ir(source: Source) -> ModuleOp:
    """The `.xml` frontend: the weights are the .bin beside the file, named as OpenVINO names it."""
    graph = parse(bytes(source.data), source.name)
    weights = Weights(bin_path_for(source.path) if source.path else None, source.name)
    try:
        return build_module(graph, weights, source.name)
    finally:
        weights.close()
