"""What an ONNX importer gets for one node (`NodeContext`): its inputs as values, its attributes,
and where to put the ops it builds."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from onnx import NodeProto, defs
from xdsl.dialects.builtin import LocationAttr
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from ovopt.dialects import onnx
from ovopt.frontends.onnx import values
from ovopt.frontends.onnx.errors import OnnxImportError, describe_node
from ovopt.support.interned import i64_attr

if TYPE_CHECKING:
    from ovopt.frontends.onnx.graph import GraphImporter


@dataclass
class NodeContext:
    """What an importer gets for one node: its inputs as values, and where to put ops."""

    node: NodeProto
    opset_version: int | None  # the model's opset of the node's domain (None: not imported)
    inputs: list[SSAValue | None]  # by position; None for an omitted optional input
    output_types: list[Attribute]  # by position; best known types
    location: LocationAttr
    importer: GraphImporter
    block: Block

    def insert(self, op: Operation) -> Operation:
        """Append `op` to the graph being imported, at the node's location."""
        op.location = self.location
        self.block.add_op(op)
        return op

    def attributes(self) -> dict[str, Attribute | Region | list[Region]]:
        """The node's attributes, converted; graph attributes become regions."""
        return {
            a.name: values.attribute_value(a, self.importer.read_tensor, self.importer.import_subgraph)
            for a in self.node.attribute
        }

    def attribute(self, name: str, default: Any = None) -> Any:
        """One attribute as plain Python (int, float, str, tuples; tensors stay attributes), or `default`."""
        for proto in self.node.attribute:
            if proto.name == name:
                converted = values.attribute_value(proto, self.importer.read_tensor, self.importer.import_subgraph)
                return onnx.python_value(converted)
        return default

    def build(
        self,
        op_class: type[onnx.OnnxOp],
        operands: Sequence[SSAValue | Sequence[SSAValue]],
        result_types: Sequence[Attribute],
        **attributes: Attribute,
    ) -> onnx.OnnxOp:
        """Insert an onnx-dialect op (verified with the module) at the version the model's opset
        selects (the newest if the opset predates the operator): how an importer expands a node
        into standard operators."""
        try:
            version = self.importer.since_version(op_class.ONNX_DOMAIN, op_class.ONNX_TYPE)
        except defs.SchemaError:
            version = max(op_class.SINCE_VERSIONS)
        properties = {"version": i64_attr(version), **attributes}
        op = op_class(operands=list(operands), result_types=list(result_types), properties=properties)
        self.insert(op)
        return op

    def error(self, message: str) -> OnnxImportError:
        return OnnxImportError(f"{describe_node(self.node)}: {message}")
