"""The tf dialect: where a TensorFlow graph enters the compiler (frontends/tf).

One op per TensorFlow op type, generated into `ops.py` from TensorFlow's OpDefs. The few
hand-written ops here hold what a graph says with functions: a `While` loop and an `If` whose
bodies are regions (`tf.WhileRegion`, `tf.IfRegion`, ended by `tf.yield`), as TensorFlow's own
MLIR dialect spells them; calls of other functions are inlined by the frontend. A node of a type
the dialect has no op for is kept whole as `tf.custom`, for an extension's lowering or the
conversion's error.

The bodies read values from outside them (the loop's weights, the branch inputs), as graphs
nested in TensorFlow's functions do; the lowering to ov makes them isolated.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import BoolAttr, DictionaryAttr, IntegerAttr, StringAttr, i1
from xdsl.ir import Attribute, Block, Dialect, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import IsTerminator, Pure
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.tf import ops as generated
from ovopt.dialects.tf.base import TENSOR, Arg, TfOp, element_of
from ovopt.dialects.tf.ops import *  # noqa: F403 (the generated ops are the dialect)
from ovopt.dialects.tf.ops import TF_OPS
from ovopt.dialects.tf.types import ResourceType, ShapeAttr, StringType, VariantType

__all__ = [
    *generated.__all__,
    "TF",
    "Arg",
    "CustomOp",
    "IfRegionOp",
    "ResourceType",
    "ShapeAttr",
    "StringType",
    "TfOp",
    "VariantType",
    "WhileRegionOp",
    "YieldOp",
]


@irdl_op_definition
class YieldOp(IRDLOperation):
    """The end of a body of `tf.WhileRegion` or `tf.IfRegion`: the values it gives."""

    name = "tf.yield"
    values = var_operand_def(TENSOR)
    traits = traits_def(IsTerminator())
    assembly_format = "($values^ `:` type($values))? attr-dict"

    def __init__(self, values: Sequence[SSAValue]):
        super().__init__(operands=[list(values)])

    def verify_(self) -> None:
        if not isinstance(self.parent_op(), WhileRegionOp | IfRegionOp):
            raise VerifyException("tf.yield ends a body of tf.WhileRegion or tf.IfRegion")


def yielded(region: Region) -> list[SSAValue]:
    """The values a body's `tf.yield` gives."""
    last = region.block.last_op if region.blocks else None
    if not isinstance(last, YieldOp):
        raise VerifyException("a body ends with tf.yield")
    return list(last.values)


def _same_elements(what: str, values: Sequence[Attribute], expected: Sequence[Attribute]) -> None:
    if len(values) != len(expected):
        raise VerifyException(f"{what} has {len(values)} values, {len(expected)} expected")
    for index, (value, other) in enumerate(zip(values, expected)):
        if value.element_type != other.element_type:
            raise VerifyException(f"{what} #{index} is of {value.element_type}, not {other.element_type}")


@irdl_op_definition
class WhileRegionOp(IRDLOperation):
    """TensorFlow's `While` (and `StatelessWhile`): the loop variables start as the operands;
    while `cond` (taking them as its arguments) yields true, `body` (likewise) yields their next
    values; the results are their last values. `parallel_iterations` is the node's attr."""

    name = "tf.WhileRegion"
    inputs = var_operand_def(TENSOR)
    outputs = var_result_def(TENSOR)
    parallel_iterations = prop_def(IntegerAttr, default_value=IntegerAttr(10, 64))
    is_stateless = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    cond = region_def("single_block")
    body = region_def("single_block")
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(self, inputs: Sequence[SSAValue], cond: Region, body: Region, result_types: Sequence[Attribute]):
        super().__init__(operands=[list(inputs)], result_types=[list(result_types)], regions=[cond, body])

    def model_op_kind(self) -> str:
        return "StatelessWhile" if self.is_stateless.value.data else "While"

    def verify_(self) -> None:
        types = [v.type for v in self.inputs]
        _same_elements("the results", [r.type for r in self.outputs], types)
        for label, region in (("cond", self.cond), ("body", self.body)):
            _same_elements(f"the {label} arguments", list(region.block.arg_types), types)
        condition = yielded(self.cond)
        if len(condition) != 1 or element_of(condition[0]) != i1:
            raise VerifyException("the cond body yields one bool")
        _same_elements("the body's yield", [v.type for v in yielded(self.body)], types)


@irdl_op_definition
class IfRegionOp(IRDLOperation):
    """TensorFlow's `If` (and `StatelessIf`): `then` runs when `cond` is true (or a non-empty,
    non-zero tensor), `else` otherwise; the branch run gives the results. Bodies take no
    arguments: they read the values they need from outside."""

    name = "tf.IfRegion"
    cond = operand_def(TENSOR)
    outputs = var_result_def(TENSOR)
    is_stateless = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    then_branch = region_def("single_block")
    else_branch = region_def("single_block")
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(self, cond: SSAValue, then_branch: Region, else_branch: Region, result_types: Sequence[Attribute]):
        super().__init__(operands=[cond], result_types=[list(result_types)], regions=[then_branch, else_branch])

    def model_op_kind(self) -> str:
        return "StatelessIf" if self.is_stateless.value.data else "If"

    def verify_(self) -> None:
        types = [r.type for r in self.outputs]
        for label, region in (("then", self.then_branch), ("else", self.else_branch)):
            if region.block.args:
                raise VerifyException(f"the {label} branch takes no arguments")
            _same_elements(f"the {label} branch's yield", [v.type for v in yielded(region)], types)


@irdl_op_definition
class CustomOp(IRDLOperation):
    """A node of an op type the dialect has no op for, kept whole: `op_type` is its type,
    `attrs` its attrs (as the importer reads them), its inputs and outputs as TensorFlow
    orders them."""

    name = "tf.custom"
    op_type = prop_def(StringAttr)
    attrs = prop_def(DictionaryAttr)
    inputs = var_operand_def(TENSOR)
    outputs = var_result_def(TENSOR)
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$inputs attr-dict `:` functional-type($inputs, $outputs)"

    def __init__(
        self, op_type: str, attrs: dict[str, Attribute], inputs: Sequence[SSAValue], result_types: Sequence[Attribute]
    ):
        super().__init__(
            operands=[list(inputs)],
            result_types=[list(result_types)],
            properties={"op_type": StringAttr(op_type), "attrs": DictionaryAttr(attrs)},
        )

    def model_op_kind(self) -> str:
        return self.op_type.data


def region_of(block: Block) -> Region:
    return Region(block)


def _tf_ops() -> list[type[Operation]]:
    return [*TF_OPS, YieldOp, WhileRegionOp, IfRegionOp, CustomOp]


TF = Dialect("tf", _tf_ops(), [ResourceType, VariantType, StringType, ShapeAttr])
