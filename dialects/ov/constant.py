"""Constant-1: tensors known at compile time."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, TensorType
from xdsl.ir import Attribute
from xdsl.irdl import prop_def, result_def, traits_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, Pure

from ovopt.compat.xdsl import init_operation
from ovopt.dialects.ov.base import OvOp, ov_op
from ovopt.support import elements
from ovopt.support.verification import SignatureVerifier


@ov_op(1, ir_type="Const")
class ConstantV0Op(OvOp):
    """Constant-1: a tensor known at compile time; its bytes go to the .bin file."""

    value = prop_def(DenseIntOrFPElementsAttr)
    output = result_def(TensorType)
    traits = traits_def(Pure(), ConstantLike(), SignatureVerifier())
    assembly_format = None

    def __init__(self, value: DenseIntOrFPElementsAttr):
        # What IRDL's builder makes of a lone property and result, without its generic matching:
        # a model has constants by the ten thousand.
        init_operation(self, (), [value.type], {"value": value})

    @classmethod
    def from_numpy(cls, array: np.ndarray, element_type: Attribute | None = None) -> ConstantV0Op:
        return cls(elements.dense_from_numpy(np.asarray(array), element_type))

    @classmethod
    def infer_result_types(cls, operands, properties):
        return [properties["value"].type]

    def ir_attributes(self) -> dict[str, str]:
        raise NotImplementedError("the IR target writes Const layers itself")

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.value)
        printer.print_op_attributes(self.attributes)

    @classmethod
    def parse(cls, parser: Parser) -> ConstantV0Op:
        value = parser.parse_attribute()
        if not isinstance(value, DenseIntOrFPElementsAttr):
            parser.raise_error("ov.Constant.v0 takes a dense<...> : tensor<...> value")
        attributes = parser.parse_optional_attr_dict()
        op = cls(value)
        op.attributes.update(attributes)
        return op


OPS = [
    ConstantV0Op,
]
__all__ = [*(op.__name__ for op in OPS)]
