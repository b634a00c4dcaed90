"""The constants of convert-onnx-to-ov, converted in one loop before its pattern walk.

A model holds constants by the ten thousand (the 10,000-node ResNet chain: 14,287
initializers; a light model's weights: hundreds of ConstantOfShape), and for each the walker's
bookkeeping (a worklist entry, a rewriter, its listeners, a Builder) costs more than the
ov.Constant it builds. The sweep builds what ConstantToOv and ConstantOfShapeToBroadcast build,
where they build it, with the node's location, tensor names and name hint, and lets go of a
shape constant nothing else reads, as `Builder.replace` does: the IR is the same. What it does
not take (a string, a scalar form, a shape known only at run time, a fill a pattern refuses) is
left for the walk, which lowers it or names the node. It stands aside for an op type whose
first pattern is not the built-in one (an extension's takes precedence).
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation

from ovopt.dialects import onnx, ov
from ovopt.lowering.builder import unused_constant
from ovopt.lowering.onnx_to_ov.constants import ConstantOfShapeToBroadcast, ConstantToOv, fill_value, folded_fill
from ovopt.lowering.rewriting import OpTypeDispatch
from ovopt.support.locations import carry_tensor_names


def _dense_value(op: onnx.ConstantOp) -> DenseIntOrFPElementsAttr | None:
    value = op.value if op.value is not None else op.sparse_value
    return value if isinstance(value, DenseIntOrFPElementsAttr) else None


def _filled(op: onnx.ConstantOfShapeOp) -> DenseIntOrFPElementsAttr | None:
    try:
        return folded_fill(op, *fill_value(op))
    except Exception:  # noqa: BLE001 - the walk runs the pattern again, which fails naming the node
        return None


# op type -> (the built-in pattern the sweep does the work of, the value it makes of an op)
_SWEPT: dict[type[Operation], tuple[type, Callable]] = {
    onnx.ConstantOp: (ConstantToOv, _dense_value),
    onnx.ConstantOfShapeOp: (ConstantOfShapeToBroadcast, _filled),
}


def sweep_constants(module: ModuleOp, dispatch: OpTypeDispatch) -> None:
    """Replace the constants of each function's body by ov.Constants, as `dispatch`'s built-in
    patterns would."""
    values = {
        op_type: value
        for op_type, (pattern, value) in _SWEPT.items()
        if type(next(iter(dispatch.patterns_for(op_type)), None)) is pattern
    }
    if not values:
        return
    for func in module.ops:
        if isinstance(func, FuncOp):
            for block in func.body.blocks:
                op = block.first_op
                while op is not None:
                    following = op.next_op
                    value_of = values.get(type(op))
                    value = value_of(op) if value_of is not None else None
                    if value is not None:
                        _replace(op, value)
                    op = following


def _replace(op: Operation, value: DenseIntOrFPElementsAttr) -> None:
    block = op.parent
    constant = ov.ConstantV0Op(value)
    constant.location = op.location
    old, new = op.results[0], constant.output
    block.insert_op_before(constant, op)
    carry_tensor_names(old, new)
    old.replace_all_uses_with(new)  # the name hint too
    read = [operand.owner for operand in op.operands]
    block.detach_op(op)
    op.drop_all_references()
    for owner in read:
        if unused_constant(owner):
            owner.detach()
            owner.drop_all_references()
