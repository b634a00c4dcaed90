"""Named pipelines (`ov-default`) as passes, and the built-in transformations they run."""

from __future__ import annotations

import os
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from ovopt.dialects.locations import verify_naming_node
from ovopt.lowering.registry import Transformation, ordered, register_transformation

DISABLE_ENV = "OVOPT_DISABLE_TRANSFORMATIONS"
ENABLE_ENV = "OVOPT_ENABLE_TRANSFORMATIONS"


def _ids(text: str) -> set[str]:
    return {part.strip() for part in text.split(",") if part.strip()}


@dataclass(frozen=True)
class NamedPipelinePass(ModulePass):
    """Runs the registered transformations of one pipeline and verifies the result.

    `disable` / `enable` take comma-separated transformation ids, as do the environment
    variables OVOPT_DISABLE_TRANSFORMATIONS and OVOPT_ENABLE_TRANSFORMATIONS. `verify-each`
    verifies after every transformation (as mlir-opt does), to find the one that breaks the
    IR; by default the IR is verified once, at the end, which on a large model saves a
    verification per step (about 1.5 s each on 10,000 nodes).
    """

    name = "pipeline"
    disable: str = ""
    enable: str = ""
    verify_each: bool = False

    def transformations(self) -> list[Transformation]:
        disable = _ids(self.disable) | _ids(os.environ.get(DISABLE_ENV, ""))
        enable = _ids(self.enable) | _ids(os.environ.get(ENABLE_ENV, ""))
        return ordered(self.name, enable, disable)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for transformation in self.transformations():
            if transformation.condition is not None and not transformation.condition(op):
                continue
            transformation.pass_factory()().apply(ctx, op)
            if self.verify_each:
                verify_naming_node(op)
        if not self.verify_each:
            verify_naming_node(op)


@dataclass(frozen=True)
class OvDefaultPass(NamedPipelinePass):
    """ONNX-imported module -> ov dialect, folded and cleaned, ready for the IR target."""

    name = "ov-default"


NAMED_PIPELINES: dict[str, type[NamedPipelinePass]] = {"ov-default": OvDefaultPass}


def _convert_onnx_to_ov():
    from ovopt.lowering.onnx_to_ov.passes import ConvertOnnxToOvPass

    return ConvertOnnxToOvPass


def _fold_constants():
    from ovopt.lowering.ov.fold_constants import FoldConstantsPass

    return FoldConstantsPass


def _dead_code_elimination():
    from xdsl.transforms.dead_code_elimination import DeadCodeElimination

    return DeadCodeElimination


register_transformation(Transformation("convert-onnx-to-ov", _convert_onnx_to_ov, "inference"))
register_transformation(Transformation("ov-fold-constants", _fold_constants, "middle"))
register_transformation(Transformation("dce", _dead_code_elimination, "back"))
