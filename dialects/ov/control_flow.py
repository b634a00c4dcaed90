"""Control flow: If-8 and Loop-5, whose bodies are regions.

A body is a single block isolated from above: its arguments are the body's `Parameter`s, its
`ov.yield` returns the body's `Result`s, and everything it reads from outside comes in as an
operand of the op. The port map and the back edges follow from the region's structure, so no
property repeats what the block already says:

- If-8: operand 0 is the condition; operand `1 + i` feeds argument `i` of both bodies; result
  `j` is yield operand `j` of the body taken.
- Loop-5: operands are the trip count (-1: unbounded), the initial execution condition, then
  the inputs. Body argument 0 is the current iteration (`current_iteration`), argument
  `1 + i` takes input `i`. The yield gives the next execution condition
  (`execution_condition`), then one value per loop-carried input, then one value per
  concatenated output. The first `k` inputs are loop-carried (a back edge from yield `1 + i`
  to argument `1 + i`), `k` being the number of results that are not concatenated; the other
  inputs are invariant. Result `i < k` is the last value of carried input `i`; the results
  after them concatenate their yield value of every iteration along `concat_axes`.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import TensorType, i1, i32, i64
from xdsl.ir import Attribute, Region, SSAValue
from xdsl.irdl import operand_def, region_def, traits_def, var_operand_def, var_result_def
from xdsl.traits import IsolatedFromAbove, IsTerminator
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import declare_op, ints_prop
from ovopt.dialects.ov.base import OvOp, ov_op
from ovopt.dialects.traits import NotFoldable
from ovopt.support.deferred import DeferredOp
from ovopt.support.shapes import compatible, element_of, normalize_axis, shape_of, static_size, tensor_type

_BODIES = "control flow: its bodies run in the OpenVINO runtime, not in a kernel"


def join_types(a: Attribute, b: Attribute) -> Attribute:
    """The type both `a` and `b` have: dims that differ become `?`, ranks that differ unranked.
    An unranked side takes the other's rank (the ov dialect has no dynamic rank)."""
    if a == b:
        return a
    sa, sb = shape_of(a), shape_of(b)
    if sa is None or sb is None:
        known = sa if sb is None else sb
        return tensor_type(element_of(a), None if known is None else [None] * len(known))
    shape = None if sa is None or sb is None or len(sa) != len(sb) else [x if x == y else None for x, y in zip(sa, sb)]
    return tensor_type(element_of(a), shape)


def yielded(body: Region) -> list[SSAValue]:
    """The values a body's `ov.yield` returns."""
    terminator = body.block.last_op
    if not isinstance(terminator, YieldOp):
        raise VerifyException("a body ends with ov.yield")
    return list(terminator.values)


def _check_arguments(body: Region, types: Sequence[Attribute], what: str) -> None:
    args = body.block.args
    if len(args) != len(types):
        raise VerifyException(f"{what} takes {len(args)} arguments, the port map gives it {len(types)}")
    for index, (arg, expected) in enumerate(zip(args, types)):
        if element_of(arg.type) != element_of(expected) or not compatible(arg.type, expected):
            raise VerifyException(f"{what} argument {index} has type {arg.type}, its input {expected}")


def _check_results(results: Sequence[SSAValue], inferred: Sequence[Attribute]) -> None:
    if len(results) != len(inferred):
        raise VerifyException(f"the bodies give {len(inferred)} results, the op has {len(results)}")
    for index, (result, expected) in enumerate(zip(results, inferred)):
        if not compatible(result.type, expected):
            raise VerifyException(f"result {index} has type {result.type}, but the bodies give {expected}")


def _is_condition(type: Attribute) -> bool:
    shape = shape_of(type)
    return element_of(type) == i1 and (shape is None or static_size(shape) in (None, 1))


@declare_op("ov.yield")
class YieldOp(DeferredOp):
    """The end of an If or Loop body: its operands are the body's Results."""

    values = var_operand_def()
    traits = traits_def(IsTerminator(), NotFoldable(_BODIES))
    assembly_format = "($values^ `:` type($values))? attr-dict"

    def __init__(self, values: Sequence[SSAValue]):
        super().__init__(operands=[list(values)])

    def verify_(self) -> None:
        if not isinstance(self.parent_op(), _ControlFlowOp):
            raise VerifyException("ov.yield ends the body of an ov.If or ov.Loop")


class _ControlFlowOp(OvOp):
    """An op with bodies: result types come from the bodies, so `infer_result_types` (which
    sees operands only) leaves them as they are; the verifier checks them against the bodies."""

    traits = traits_def(IsolatedFromAbove(), NotFoldable(_BODIES))
    assembly_format = None  # each op spells its regions

    @classmethod
    def infer_result_types(cls, operands, properties):
        raise VerifyException(f"{cls.name} takes its result types from its bodies")

    def body_result_types(self) -> list[Attribute]:
        raise NotImplementedError

    def verify_(self) -> None:
        _check_results(self.results, self.body_result_types())

    def ir_attributes(self) -> dict[str, str]:
        return {}


@ov_op(8)
class IfV8Op(_ControlFlowOp):
    """If-8: runs `then_body` when `cond` is true, `else_body` otherwise, on the same inputs."""

    cond = operand_def(TensorType)
    inputs = var_operand_def(TensorType)
    outputs = var_result_def(TensorType)
    then_body = region_def("single_block")
    else_body = region_def("single_block")
    assembly_format = "operands attr-dict `:` functional-type(operands, results) $then_body $else_body"

    def __init__(self, cond: SSAValue, inputs: Sequence[SSAValue], then_body: Region, else_body: Region):
        types = [join_types(a.type, b.type) for a, b in zip(yielded(then_body), yielded(else_body))]
        super().__init__(operands=[cond, list(inputs)], result_types=[types], regions=[then_body, else_body])

    def body_result_types(self) -> list[Attribute]:
        then_values, else_values = yielded(self.then_body), yielded(self.else_body)
        if len(then_values) != len(else_values):
            raise VerifyException(f"then_body yields {len(then_values)} values, else_body {len(else_values)}")
        for index, (a, b) in enumerate(zip(then_values, else_values)):
            if element_of(a.type) != element_of(b.type):
                raise VerifyException(f"the bodies yield {a.type} and {b.type} as result {index}")
        return [join_types(a.type, b.type) for a, b in zip(then_values, else_values)]

    def verify_(self) -> None:
        if not _is_condition(self.cond.type):
            raise VerifyException(f"cond must be one boolean, got {self.cond.type}")
        for name, body in (("then_body", self.then_body), ("else_body", self.else_body)):
            _check_arguments(body, [v.type for v in self.inputs], name)
        super().verify_()


@ov_op(5)
class LoopV5Op(_ControlFlowOp):
    """Loop-5: runs the body while the iteration count is below `trip_count` (-1: no bound) and
    the execution condition holds; carried values flow back, other outputs concatenate."""

    trip_count = operand_def(TensorType)
    execution_condition = operand_def(TensorType)
    inputs = var_operand_def(TensorType)
    outputs = var_result_def(TensorType)
    body = region_def("single_block")
    concat_axes = ints_prop(default=[])
    assembly_format = "operands attr-dict `:` functional-type(operands, results) $body"

    def __init__(
        self,
        trip_count: SSAValue,
        execution_condition: SSAValue,
        inputs: Sequence[SSAValue],
        body: Region,
        concat_axes: Sequence[int] = (),
    ):
        properties = {"concat_axes": LoopV5Op.CONVERTERS["concat_axes"](concat_axes)}
        types = _loop_result_types(list(inputs), yielded(body), list(concat_axes))
        super().__init__(
            operands=[trip_count, execution_condition, list(inputs)],
            result_types=[types],
            properties=properties,
            regions=[body],
        )

    @property
    def carried(self) -> int:
        """How many inputs are loop-carried (the first ones)."""
        return len(self.results) - len(self.axes)

    @property
    def axes(self) -> list[int]:
        """The concatenation axis of each concatenated output."""
        return list(self.property_or_default("concat_axes").get_values())

    def body_result_types(self) -> list[Attribute]:
        return _loop_result_types(list(self.inputs), yielded(self.body), self.axes, len(self.results))

    def verify_(self) -> None:
        count = shape_of(self.trip_count.type)
        if element_of(self.trip_count.type) not in _COUNTERS or (count is not None and static_size(count) != 1):
            raise VerifyException(f"trip_count must be one i32 or i64, got {self.trip_count.type}")
        if not _is_condition(self.execution_condition.type):
            raise VerifyException(f"execution_condition must be one boolean, got {self.execution_condition.type}")
        iteration = self.body.block.args[0].type if self.body.block.args else None
        if iteration is None or element_of(iteration) not in _COUNTERS:
            raise VerifyException("body argument 0 is the current iteration, an i32 or i64")
        _check_arguments(self.body, [iteration, *(v.type for v in self.inputs)], "body")
        values = yielded(self.body)
        if not values or not _is_condition(values[0].type):
            raise VerifyException("the body yields the next execution condition (one boolean) first")
        super().verify_()


_COUNTERS = (i32, i64)


def _loop_result_types(
    inputs: list[SSAValue], values: list[SSAValue], axes: list[int], results: int | None = None
) -> list[Attribute]:
    carried = len(values) - 1 - len(axes)
    if carried < 0 or carried > len(inputs):
        raise VerifyException(
            f"the body yields {len(values)} values: the condition, {len(inputs)} inputs at most, "
            f"and {len(axes)} concatenated outputs"
        )
    if results is not None and results != carried + len(axes):
        raise VerifyException(f"the body gives {carried + len(axes)} results, the op has {results}")
    types = [join_types(i.type, v.type) for i, v in zip(inputs, values[1 : 1 + carried])]
    for axis, value in zip(axes, values[1 + carried :]):
        shape = shape_of(value.type)
        if shape is not None:
            shape = list(shape)
            shape[normalize_axis(axis, len(shape), "concat axis")] = None
        types.append(tensor_type(element_of(value.type), shape))
    return types


OPS = [
    IfV8Op,
    LoopV5Op,
    YieldOp,
]
__all__ = ["join_types", "yielded", *(op.__name__ for op in OPS)]
