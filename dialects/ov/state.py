"""Model state: ReadValue-6 and Assign-6, which read and write a variable that OpenVINO's
infer request keeps from one inference to the next (`query_state()`, `reset_state()`).

A variable is named by `variable_id`; its ReadValue gives the value the last inference
assigned to it, or, on the first inference and after a reset, its initial value: the
ReadValue's operand when it has one (computed in that inference), zeros otherwise. The
variable's declared type and shape (`variable_type`, `variable_shape`, as IR spells them:
`dynamic`, `...` when not fixed) bound what the state may hold. The ops have effects, so
nothing folds, merges or removes them; a graph reads each variable at most once and writes
it after reading it, as OpenVINO's plugins require.
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, Operation
from xdsl.irdl import operand_def, opt_operand_def, result_def, traits_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import str_prop
from ovopt.dialects.ov.base import OvOp, ov_op, string
from ovopt.dialects.traits import NotFoldable
from ovopt.support import elements
from ovopt.support.shapes import Shape, element_of, shape_of, shapes_agree, show, tensor_type

_STATE = "reads or writes a variable's state, which lives in the runtime's infer request"
DYNAMIC_TYPE = "dynamic"
DYNAMIC_SHAPE = "..."


def variable_element(text: str) -> Attribute | None:
    """`variable_type` as an element type; None for `dynamic`."""
    if text == DYNAMIC_TYPE:
        return None
    kind = elements.from_ov_name(text)
    if kind is None or kind.ov is None:
        raise VerifyException(f"variable_type {text!r} is not an OpenVINO element type or 'dynamic'")
    return kind.mlir


def variable_shape(text: str) -> Shape:
    """`variable_shape` as a shape: `1,4`, `?,4` (or -1, or a range `1..8`: dynamic), `` a
    scalar; None for `...` (any rank)."""
    if text.strip() == DYNAMIC_SHAPE:
        return None
    dims: list[int | None] = []
    for part in (p.strip() for p in text.split(",") if text.strip()):
        if part.isdigit():
            dims.append(int(part))
        elif part in ("?", "-1") or (".." in part and all(s.isdigit() or not s for s in part.split("..", 1))):
            dims.append(None)
        else:
            raise VerifyException(f"variable_shape {text!r} is not a shape (like 1,4 or ?,4, or ... for any)")
    return dims


def spelled_shape(shape: Shape) -> str:
    """A shape as `variable_shape` spells it."""
    return DYNAMIC_SHAPE if shape is None else ",".join("?" if d is None else str(d) for d in shape)


def spelled_element(element: Attribute) -> str:
    kind = elements.kind_of(element)
    if kind is None or kind.ov is None:
        raise VerifyException(f"OpenVINO has no element type for {element}")
    return kind.ov


def _relaxes(variable: Shape, value: Shape) -> bool:
    """Can a value of shape `value` be the variable's (OpenVINO's PartialShape::relaxes)?"""
    if variable is None or value is None:
        return True
    return len(variable) == len(value) and all(v is None or v == d for v, d in zip(variable, value))


def state_ops(op: Operation) -> Iterator[Operation]:
    """The ReadValue and Assign ops of the graph (block) holding `op`, in order."""
    block = op.parent_block()
    if block is not None:
        yield from (o for o in block.ops if isinstance(o, (ReadValueV6Op, AssignV6Op)))


@ov_op(6, effects=True)
class ReadValueV6Op(OvOp):
    """ReadValue-6: the variable's value from the last inference; its initial value (the
    operand, or zeros without one) on the first inference and after a reset."""

    init = opt_operand_def(TensorType)
    output = result_def(TensorType)
    variable_id = str_prop()
    variable_type = str_prop(default=DYNAMIC_TYPE)
    variable_shape = str_prop(default=DYNAMIC_SHAPE)
    traits = traits_def(NotFoldable(_STATE))

    @classmethod
    def infer_result_types(cls, operands, properties):
        if not string(properties, "variable_id"):
            raise VerifyException("variable_id must name the variable")
        element = variable_element(string(properties, "variable_type"))
        shape = variable_shape(string(properties, "variable_shape"))
        if not operands:
            if element is None or shape is None:
                raise VerifyException(
                    "a ReadValue without an initial value needs the variable's type and rank "
                    "(variable_type, variable_shape): the runtime starts it as zeros of them"
                )
            return [tensor_type(element, shape)]
        (init,) = operands
        init_element, init_shape = element_of(init.type), shape_of(init.type)
        if element is not None and element != init_element:
            raise VerifyException(
                f"the initial value is {init_element}, the variable {string(properties, 'variable_type')}"
            )
        if not _relaxes(shape, init_shape):
            raise VerifyException(
                f"the initial value's shape {show(init_shape)} is not one the variable's "
                f"({string(properties, 'variable_shape')}) allows"
            )
        return [tensor_type(init_element, init_shape if shape is None else shape)]

    def verify_(self) -> None:
        super().verify_()
        variable = self.variable_id.data
        reads = writes = 0
        for op in state_ops(self):
            if op.variable_id.data != variable:
                continue
            if isinstance(op, ReadValueV6Op):
                reads += 1
            elif reads:
                writes += 1
        if reads > 1:
            raise VerifyException(f"variable '{variable}' is read by {reads} ReadValue ops: a graph reads it once")
        if self.parent_block() is not None and not writes:
            raise VerifyException(
                f"variable '{variable}' has no Assign after its ReadValue: nothing would keep its state "
                "(OpenVINO's CPU plugin refuses such a ReadValue)"
            )


@ov_op(6, effects=True)
class AssignV6Op(OvOp):
    """Assign-6: `new_value` becomes the variable's value for the next inference; the result
    is `new_value` (nothing reads it: the op is a sink)."""

    new_value = operand_def(TensorType)
    output = result_def(TensorType)
    variable_id = str_prop()
    traits = traits_def(NotFoldable(_STATE))

    @classmethod
    def infer_result_types(cls, operands, properties):
        if not string(properties, "variable_id"):
            raise VerifyException("variable_id must name the variable")
        return [operands[0].type]

    def verify_(self) -> None:
        super().verify_()
        variable = self.variable_id.data
        read = None
        for op in state_ops(self):
            if op is self:
                break
            if isinstance(op, ReadValueV6Op) and op.variable_id.data == variable:
                read = op
        writes = sum(1 for op in state_ops(self) if isinstance(op, AssignV6Op) and op.variable_id.data == variable)
        if writes > 1:
            raise VerifyException(f"variable '{variable}' is assigned by {writes} Assign ops: a graph writes it once")
        if read is None and any(
            isinstance(op, ReadValueV6Op) and op.variable_id.data == variable for op in state_ops(self)
        ):
            raise VerifyException(f"variable '{variable}' is assigned before its ReadValue reads it")
        if read is not None:
            kept, value = read.output.type, self.new_value.type
            if element_of(kept) != element_of(value) or not shapes_agree(shape_of(kept), shape_of(value)):
                raise VerifyException(
                    f"variable '{variable}' is read as {kept} but assigned {value}: the next inference would "
                    "read a value of another type"
                )


OPS = [
    ReadValueV6Op,
    AssignV6Op,
]
__all__ = ["spelled_element", "spelled_shape", "variable_element", "variable_shape", *(op.__name__ for op in OPS)]
