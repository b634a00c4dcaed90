"""Semantic traits of ops: what a pass may assume about an op without knowing its class.

A pass asks `op.has_trait(ElementwiseUnary)` instead of listing classes, so an op added later
(by an extension, or the next opset) takes part by declaring its traits. Traits that can be
checked verify the op too: an element-wise unary op whose result type differs from its input
is a verifier error (for ops that do not infer their result types: those that do check them
against their inference, which says more).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Operation
from xdsl.traits import OpTrait
from xdsl.utils.exceptions import VerifyException

from ovopt.support.shapes import broadcast_numpy, shape_of, shapes_agree, show


@dataclass(frozen=True)
class InfersResultTypes(OpTrait):
    """The result types follow from the operands and properties (MLIR's InferTypeOpInterface):
    `infer(op)` gives them, so a pass can re-infer types after operands were refined."""

    @staticmethod
    def infer(op: Operation) -> list:
        return type(op).infer_result_types(op.operands, op.all_properties())


@dataclass(frozen=True)
class ElementwiseUnary(OpTrait):
    """One data input; each output element is a function of the input element at the same
    index, so the op commutes with any transpose, reshape or layout change of its input."""

    def verify(self, op: Operation) -> None:
        if op.has_trait(InfersResultTypes):
            return  # the op's own inference checks its result, with a message of its own
        if len(op.results) != 1 or not op.operands:
            raise VerifyException("an element-wise unary op has one data input and one result")
        if not shapes_agree(shape_of(op.operands[0].type), shape_of(op.results[0].type)):
            raise VerifyException("an element-wise op keeps the shape of its input")


def broadcast_mode(op: Operation) -> str:
    """How `op` broadcasts its inputs: its `auto_broadcast` (none, numpy or pdpd), numpy when it
    has none set."""
    mode = op.properties.get("auto_broadcast")
    return getattr(mode, "data", "numpy") if mode is not None else "numpy"


@dataclass(frozen=True)
class ElementwiseBinary(OpTrait):
    """Two inputs combined element by element after numpy broadcasting (when `auto_broadcast`
    is numpy): a transpose of both inputs moves through it."""

    def verify(self, op: Operation) -> None:
        if op.has_trait(InfersResultTypes):
            return  # the op's own inference checks its result, with a message of its own
        if len(op.operands) != 2 or len(op.results) != 1:
            raise VerifyException("an element-wise binary op has two inputs and one result")
        if broadcast_mode(op) != "numpy":
            return
        expected = broadcast_numpy(shape_of(op.operands[0].type), shape_of(op.operands[1].type))
        if not shapes_agree(expected, shape_of(op.results[0].type)):
            raise VerifyException(f"the result should have the broadcast shape {show(expected)}")


@dataclass(frozen=True)
class ElementwiseBroadcast(OpTrait):
    """Every input broadcast (numpy) to the result's shape, then combined element by element
    (FakeQuantize's data and ranges, Select's condition and branches): a transpose of all
    inputs moves through it."""


@dataclass(frozen=True)
class Reduction(OpTrait):
    """Reduces its data input over the axes given by operand `axes_operand`; `keep_dims` says
    whether the reduced axes stay as ones."""

    axes_operand: int = 1
    keep_dims_property: str = "keep_dims"


@dataclass(frozen=True)
class AxisWise(OpTrait):
    """Works along the axis in property `axis_property` (Softmax, LogSoftmax, Concat, ...): a
    transpose moving through the op must move that axis too."""

    axis_property: str = "axis"


@dataclass(frozen=True)
class LayoutSensitive(OpTrait):
    """Reads its data input in a fixed layout with the channels at `channel_axis` (NC... for
    convolution, pooling, normalisation), so a layout change must be undone around it."""

    channel_axis: int = 1


@dataclass(frozen=True)
class ShapeOnly(OpTrait):
    """Changes only the shape: the elements keep their order in memory (Reshape, Squeeze,
    Unsqueeze), so it costs nothing at run time and folds into its neighbours."""


@dataclass(frozen=True)
class ReadsShapeOnly(OpTrait):
    """The result depends only on the input's shape (ShapeOf): folding it makes the IR
    static, so folding waits for `static-shape`."""


@dataclass(frozen=True)
class ReadsTypeOnly(OpTrait):
    """The operands at `operands` give only their element type (ConvertLike's `like`): the op
    folds once its other operands are constants."""

    operands: tuple[int, ...] = ()


@dataclass(frozen=True)
class NotFoldable(OpTrait):
    """The op has no reference kernel on purpose; `reason` says why (a random generator, a
    layer only its runtime extension executes)."""

    reason: str = ""
