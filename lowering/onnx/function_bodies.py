"""An onnx-dialect op as the ONNX node it was, and the function body its schema defines for it.

ONNX defines many operators as functions of simpler ones: a fixed `function_body`, or a
context-dependent function that its schema builds for the node's attributes and input types
(SoftmaxCrossEntropyLoss, Attention, LayerNormalization, ...). Both are FunctionProtos whose
nodes may refer to the node's attributes (`ref_attr_name`); the node given here carries every
attribute the schema has a default for, so the references resolve as ONNX defines them.
"""

from __future__ import annotations

import onnx
from onnx import FunctionProto, NodeProto, TensorProto, TypeProto, defs, helper, numpy_helper
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IntegerAttr, TensorType, UnrankedTensorType
from xdsl.ir import Attribute

from ovopt.dialects import onnx as onnx_dialect
from ovopt.support import elements

AttrType = defs.OpSchema.AttrType
_PLAIN_ATTRIBUTES = (AttrType.INT, AttrType.FLOAT, AttrType.STRING, AttrType.INTS, AttrType.FLOATS, AttrType.STRINGS)


class NoFunctionBody(Exception):
    """The op's schema defines no function body for it, or not one this node can use."""


def has_function_body(op: onnx_dialect.OnnxOp) -> bool:
    """Whether the schema of `op`'s version defines it as a function (of any kind)."""
    version = op.properties.get("version")
    key = (type(op), version.value.data if isinstance(version, IntegerAttr) else None)
    found = _FUNCTION_BODIES.get(key)  # asked of every op of a model: once per class and version
    if found is None:
        found = _FUNCTION_BODIES[key] = _schema_has_function_body(op)
    return found


def _schema_has_function_body(op: onnx_dialect.OnnxOp) -> bool:
    if isinstance(op, onnx_dialect.ConstantOp) or not isinstance(op, onnx_dialect.OnnxOp):
        return False
    schema = op.schema
    return schema.has_function or schema.has_context_dependent_function


_FUNCTION_BODIES: dict[tuple[type, int | None], bool] = {}


def node_of(op: onnx_dialect.OnnxOp, inputs: list[str], outputs: list[str], name: str) -> NodeProto:
    """The ONNX node `op` stands for, reading the given value names, with every attribute the
    schema has a default for filled in."""
    if any(region.blocks for region in op.regions):
        raise NoFunctionBody("its graph attributes cannot be passed to ONNX's function builder")
    schema = op.schema
    node = helper.make_node(op.ONNX_TYPE, inputs, outputs, name=name, domain=op.ONNX_DOMAIN)
    for attr_name, formal in schema.attributes.items():
        value = op.properties.get(attr_name)
        if value is None:
            if formal.default_value.type != onnx.AttributeProto.UNDEFINED:
                default = onnx.AttributeProto()
                default.CopyFrom(formal.default_value)
                default.name = attr_name
                node.attribute.append(default)
            continue
        node.attribute.append(_attribute_proto(attr_name, value, formal.type))
    return node


def _attribute_proto(name: str, value: Attribute, kind: AttrType) -> onnx.AttributeProto:
    if kind in _PLAIN_ATTRIBUTES:
        plain = onnx_dialect.python_value(value)
        return helper.make_attribute(name, list(plain) if isinstance(plain, tuple) else plain, attr_type=int(kind))
    if kind == AttrType.TENSOR and isinstance(value, DenseIntOrFPElementsAttr):
        return helper.make_attribute(name, numpy_helper.from_array(elements.numpy_from_dense(value)))
    raise NoFunctionBody(f"its attribute '{name}' ({kind.name}) cannot be passed to ONNX's function builder")


def type_proto(type: Attribute) -> TypeProto:
    """The ONNX type of a value of MLIR type `type` (empty when the model states none)."""
    if not isinstance(type, TensorType | UnrankedTensorType):
        return TypeProto()
    kind = elements.kind_of(type.element_type)
    if kind is None:
        return TypeProto()
    code = TensorProto.DataType.Value(kind.onnx.upper())
    if isinstance(type, UnrankedTensorType):
        return helper.make_tensor_type_proto(code, None)
    return helper.make_tensor_type_proto(code, [None if d < 0 else d for d in type.get_shape()])


def function_body(op: onnx_dialect.OnnxOp, node: NodeProto, input_types: list[TypeProto], opset: int) -> FunctionProto:
    """The function that defines `node` (the ONNX form of `op`) for these input types, written
    for the newest opset of its body no newer than the model's `opset` (else the oldest)."""
    schema = op.schema
    if schema.has_function:
        body = schema.get_function_with_opset_version(_body_opset(schema.function_opset_versions, opset))
    elif schema.has_context_dependent_function:
        body_opset = _body_opset(schema.context_dependent_function_opset_versions, opset)
        try:
            body = schema.get_context_dependent_function_with_opset_version(
                body_opset, node.SerializeToString(), [t.SerializeToString() for t in input_types]
            )
        except Exception as error:  # noqa: BLE001  (onnx's builders fail in many ways)
            raise NoFunctionBody(f"ONNX cannot build its function for these inputs ({error})") from None
    else:
        raise NoFunctionBody("its schema defines no function body")
    if not body:
        raise NoFunctionBody("ONNX builds no function for these inputs and attributes")
    function = FunctionProto()
    function.ParseFromString(body if isinstance(body, bytes) else body.SerializeToString())
    return function


def _body_opset(available: list[int], opset: int) -> int:
    fitting = [v for v in available if v <= opset]
    return max(fitting) if fitting else min(available)
