"""Middle- and back-phase transformations on the ov dialect, with Model Optimizer's knobs.

    ov-opt model.onnx --extensions docs/examples/middle_back_transformations.py \
        -p 'ov-default{enable=example-static-batch}' -t ir -o out/model.xml

- generic, middle, off by default: `example-static-batch` fixes a dynamic batch dimension of
  every model input to 1; `force_shape_inference` then re-infers every type below the inputs,
  so the IR is static throughout;
- pattern, back, ordered after constant folding: `example-drop-multiply-by-one` removes
  `x * 1`, which folding leaves behind when a scale turns out to be one.
"""

from __future__ import annotations

from xdsl.dialects.builtin import DYNAMIC_INDEX, ModuleOp, TensorType
from xdsl.dialects.func import FuncOp
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.rewriter import Rewriter

from ovopt.dialects import ov
from ovopt.lowering.transformations import module_transformation, pattern_transformation
from ovopt.lowering.values import constant


@module_transformation("example-static-batch", phase="middle", enabled=False, force_shape_inference=True)
def static_batch(module: ModuleOp) -> None:
    """A dynamic first dimension of a model input becomes 1."""
    for function in module.ops:
        if not isinstance(function, FuncOp):
            continue
        for arg in function.body.blocks[0].args:
            shape = arg.type.get_shape() if isinstance(arg.type, TensorType) else ()
            if shape and shape[0] == DYNAMIC_INDEX:
                Rewriter.replace_value_with_new_type(arg, TensorType(arg.type.element_type, [1, *shape[1:]]))


@pattern_transformation("example-drop-multiply-by-one", phase="back", run_after=("ov-fold-constants",))
class DropMultiplyByOne(RewritePattern):
    """x * 1 is x, when the product has x's type."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MultiplyV1Op, rewriter: PatternRewriter) -> None:
        for x, one in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
            value = constant(one)
            if value is not None and (value == 1).all() and x.type == op.output.type:
                rewriter.replace(op, [], [x])
                return
