"""What ov-opt offers: ovopt's dialects and passes, as lazy factories."""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Dialect
from xdsl.passes import ModulePass


def _onnx() -> Dialect:
    from ovopt.dialects.onnx import ONNX

    return ONNX


def _ov() -> Dialect:
    from ovopt.dialects.ov import OV

    return OV


def _gna() -> Dialect:
    from ovopt.dialects.gna import GNA

    return GNA


DIALECTS: dict[str, Callable[[], Dialect]] = {"onnx": _onnx, "ov": _ov, "gna": _gna}


def passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Every registered transformation by id, and every named pipeline."""
    from ovopt.lowering.pipeline import NAMED_PIPELINES
    from ovopt.lowering.registry import transformations

    factories: dict[str, Callable[[], type[ModulePass]]] = {t.id: t.pass_factory for t in transformations().values()}
    for name, pipeline in NAMED_PIPELINES.items():
        factories[name] = lambda pipeline=pipeline: pipeline
    return factories
