"""The onnx dialect: where every model enters the compiler.

One op per ONNX operator signature, generated into `ops.py` from the schemas; the few
hand-written ops here cover what the schemas cannot: nodes of unknown operators
(`onnx.Custom`), the missing inputs of such nodes (`onnx.NoValue`), and the terminator of
subgraph regions (`onnx.Yield`). The module records the model's opset imports in its
`onnx.opset_import` attribute.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import I64, ArrayAttr, DictionaryAttr, IntegerAttr, NoneType, StringAttr
from xdsl.ir import Attribute, Dialect, Region, SSAValue
from xdsl.irdl import opt_prop_def, prop_def, result_def, traits_def, var_operand_def, var_region_def, var_result_def
from xdsl.traits import IsTerminator, Pure
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.onnx import ops as onnx_ops
from ovopt.dialects.onnx.base import (
    ELEMENTS_ATTR,
    ONNX_VALUE,
    ElementsAttr,
    MapType,
    OnnxAttribute,
    OnnxOp,
    OptType,
    SeqType,
    StringTensorAttr,
    StringType,
    UnknownType,
    onnx_type_string,
)
from ovopt.dialects.onnx.ops import *  # noqa: F403 (the generated ops are the dialect)
from ovopt.dialects.onnx.ops import ONNX_OPS
from ovopt.dialects.typed_properties import python_value
from ovopt.support.deferred import DeferredOp, deferred_op_definition

__all__ = onnx_ops.__all__ + [
    "CustomOp",
    "ELEMENTS_ATTR",
    "ElementsAttr",
    "MapType",
    "NoValueOp",
    "ONNX",
    "ONNX_VALUE",
    "OnnxAttribute",
    "OnnxOp",
    "OptType",
    "SeqType",
    "StringTensorAttr",
    "StringType",
    "UnknownType",
    "YieldOp",
    "onnx_type_string",
    "python_value",
]


@deferred_op_definition
class CustomOp(DeferredOp):
    """A node of an operator the schemas do not know, kept whole until a lowering claims it.

    Missing optional inputs are `onnx.NoValue` results, so inputs keep their positions. Graph
    attributes are regions, named in `graph_attributes` in region order.
    """

    name = "onnx.Custom"
    domain = prop_def(StringAttr)
    op_type = prop_def(StringAttr)
    version = opt_prop_def(IntegerAttr[I64])  # the model's opset version of `domain`
    node_attributes = prop_def(DictionaryAttr)
    graph_attributes = opt_prop_def(ArrayAttr[StringAttr])
    inputs = var_operand_def()
    outputs = var_result_def(ONNX_VALUE)
    graphs = var_region_def("single_block")

    def __init__(
        self,
        domain: str,
        op_type: str,
        inputs: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        node_attributes: dict[str, Attribute],
        version: int | None = None,
        graphs: dict[str, Region] | None = None,
    ):
        graphs = graphs or {}
        properties: dict[str, Attribute] = {
            "domain": StringAttr(domain),
            "op_type": StringAttr(op_type),
            "node_attributes": DictionaryAttr(node_attributes),
        }
        if version is not None:
            properties["version"] = IntegerAttr(version, 64)
        if graphs:
            properties["graph_attributes"] = ArrayAttr(StringAttr(n) for n in graphs)
        super().__init__(
            operands=[list(inputs)],
            result_types=[list(result_types)],
            properties=properties,
            regions=[list(graphs.values())],
        )

    def model_op_kind(self) -> str:
        """How errors name the op: `com.example.Swish`."""
        domain, op_type = self.domain.data, self.op_type.data
        return f"{domain}.{op_type}" if domain else op_type

    def verify_(self) -> None:
        names = self.graph_attributes.data if self.graph_attributes else ()
        if len(names) != len(self.graphs):
            raise VerifyException(f"{len(self.graphs)} regions but {len(names)} graph attribute names")


@deferred_op_definition
class NoValueOp(DeferredOp):
    """The absent value of an optional input that has no place of its own (see onnx.Custom)."""

    name = "onnx.NoValue"
    result = result_def(NoneType)
    traits = traits_def(Pure())
    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__(result_types=[NoneType()])


@deferred_op_definition
class YieldOp(DeferredOp):
    """The end of a subgraph region: its operands are the subgraph's outputs."""

    name = "onnx.Yield"
    values = var_operand_def(ONNX_VALUE)
    traits = traits_def(IsTerminator())
    assembly_format = "($values^ `:` type($values))? attr-dict"

    def __init__(self, values: Sequence[SSAValue]):
        super().__init__(operands=[list(values)])

    def verify_(self) -> None:
        parent = self.parent_op()
        if parent is None or parent.dialect_name() != "onnx":
            raise VerifyException("onnx.Yield ends the subgraph of an onnx op (If, Loop, Scan, a custom op)")


ONNX = Dialect(
    "onnx",
    [*ONNX_OPS, CustomOp, NoValueOp, YieldOp],
    [StringType, SeqType, OptType, MapType, UnknownType, StringTensorAttr],
)
