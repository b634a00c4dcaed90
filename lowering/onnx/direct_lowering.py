"""Whether `convert-onnx-to-ov` lowers an op directly, asked of the conversion itself.

The patterns are tried on a copy of the op in a scratch function: operands become arguments of
the same types, except constants (initializers, Constant nodes), which are copied so that a
pattern that needs a constant input sees it. The op lowers directly when no onnx op is left
and no pattern refused it. A pattern that looks at the op's users sees none.
"""

from __future__ import annotations

from xdsl.dialects.builtin import FunctionType
from xdsl.dialects.func import FuncOp
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.utils.exceptions import DiagnosticException

from ovopt import registry
from ovopt.dialects import onnx
from ovopt.lowering.rewriting import OpTypeDispatch, walker

CONVERSION = "convert-onnx-to-ov"


class DirectLowerings:
    """`lowers_directly`, asked once per kind of node: ops of one type, version, attributes,
    operand types and constant operands get one answer (a model's hundred Relu-14 one trial)."""

    def __init__(self):
        self._known: dict[tuple, bool] = {}

    def __call__(self, op: Operation) -> bool:
        constants = tuple(v.owner.value if isinstance(v.owner, onnx.ConstantOp) else None for v in op.operands)
        key = (op.name, tuple(sorted(op.properties.items())), tuple(v.type for v in op.operands), constants)
        if key not in self._known:
            self._known[key] = lowers_directly(op)
        return self._known[key]


def lowers_directly(op: Operation) -> bool:
    """Whether the patterns of `convert-onnx-to-ov` turn `op`, as it stands, into ov ops."""
    return direct_lowering_problem(op) is None


def direct_lowering_problem(op: Operation) -> str | None:
    """Why the patterns of `convert-onnx-to-ov` do not turn `op` into ov ops (None: they do):
    the refusal of the pattern that took it, or that no pattern takes it."""
    trial = _scratch_copy(op)
    patterns = OpTypeDispatch(registry.patterns_for(CONVERSION), dce_enabled=False)
    try:
        walker(patterns).rewrite_region(trial.body)
    except (DiagnosticException, ValueError, TypeError, AssertionError) as error:
        return str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    if any(o.dialect_name() == "onnx" for o in trial.walk() if o is not trial):
        return NO_PATTERN
    return None


NO_PATTERN = "no pattern of convert-onnx-to-ov takes it"


def _scratch_copy(op: Operation) -> FuncOp:
    operands = list(dict.fromkeys(v for v in op.operands if not isinstance(v.owner, onnx.ConstantOp)))
    block = Block(arg_types=[v.type for v in operands])
    mapping: dict[SSAValue, SSAValue] = dict(zip(operands, block.args))
    for value in op.operands:
        if value not in mapping:
            constant = value.owner.clone()
            block.add_op(constant)
            mapping[value] = constant.results[0]
    block.add_op(op.clone(value_mapper=mapping))
    return FuncOp("trial", FunctionType.from_lists([v.type for v in operands], []), Region(block))
