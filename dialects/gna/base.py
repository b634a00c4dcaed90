"""The base of every gna op: inferred result types, layouts checked with the shapes."""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.dialects.builtin import TensorType as BuiltinTensorType
from xdsl.dialects.builtin import i32
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import ParsePropInAttrDict, traits_def
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import TypedOp
from ovopt.dialects.gna.precisions import is_quantised, layer_problem
from ovopt.dialects.gna.types import Layout, TensorType
from ovopt.support.shapes import show


class GnaOp(TypedOp):
    """A GNA operation. Result types follow from the operands; a result's layout is part of
    its type, so a wrong layout fails verification as a wrong shape does."""

    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "operands attr-dict `:` functional-type(operands, results)"

    def verify_(self) -> None:
        super().verify_()
        inferred = self.infer_result_types(self.operands, self.all_properties())
        for index, (actual, expected) in enumerate(zip(self.result_types, inferred)):
            if actual != expected:
                raise VerifyException(f"result {index} has type {actual}, but its operands give {expected}")


def gna_tensor(value: SSAValue, what: str, layouts: Iterable[Layout] | None = None) -> TensorType:
    """The gna tensor type of `value`, checked to have one of `layouts` (any, if None)."""
    type = value.type
    if not isinstance(type, TensorType):
        raise VerifyException(f"{what} must be a !gna.tensor, got {type}")
    if layouts is not None:
        layouts = tuple(layouts)
        if type.layout_kind not in layouts:
            legal = " or ".join(str(layout) for layout in layouts)
            raise VerifyException(f"{what} must have layout {legal}, not {type.layout_kind}")
    return type


def weights(value: SSAValue, what: str, shape: Iterable[int] | None = None) -> tuple[int, ...]:
    """The static shape of a weights operand (a builtin tensor, as ov.Constant makes it)."""
    type = value.type
    if not isinstance(type, BuiltinTensorType) or any(d < 0 for d in type.get_shape()):
        raise VerifyException(f"{what} must be a static builtin tensor (weights), got {type}")
    actual = tuple(type.get_shape())
    if shape is not None and actual != tuple(shape):
        raise VerifyException(f"{what} must have shape {show(list(shape))}, got {show(list(actual))}")
    return actual


def same_element(data: TensorType, *others: Attribute) -> None:
    for other in others:
        element = other.get_element_type() if hasattr(other, "get_element_type") else other
        if element != data.element_type:
            raise VerifyException(f"element types differ: {data.element_type} and {element}")


def element(value: SSAValue) -> Attribute:
    return value.type.get_element_type()


def same_scale(a: float | None, b: float | None) -> bool:
    """Equal scale factors, up to the last bits a product of two scales may round differently."""
    if a is None or b is None:
        return a is b
    return abs(a - b) <= 1e-9 * max(abs(a), abs(b))


def product(a: float | None, b: float | None) -> float | None:
    """The scale of a product of values scaled by `a` and `b` (None when either is unknown)."""
    return None if a is None or b is None else a * b


def accumulator(data: TensorType, shape, layout, scale: float | None) -> TensorType:
    """A weighted layer's result: f32 for float data, GNA's i32 accumulator for quantised data."""
    result_element = data.element_type if not is_quantised(data.element_type) else i32
    return TensorType(shape, result_element, layout, scale)


def check_layer(layer: str, properties, data: TensorType, weights: Attribute, bias, multipliers: bool) -> None:
    """The element types of a weighted layer against the generation it names (precisions.py)."""
    target = properties.get("target")
    problem = layer_problem(
        layer,
        None if target is None else target.data,
        data.element_type,
        weights,
        None if bias is None else bias,
        multipliers,
    )
    if problem is not None:
        raise VerifyException(problem)
