"""The built-in importer of every schema operator, registered through `register_importer`, the
API extensions use; an extension that registers a more specific importer for an operator takes
its nodes instead. A node of an operator no importer takes imports whole (custom_nodes.py).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from onnx import AttributeProto, defs
from xdsl.dialects.builtin import TensorType, UnrankedTensorType
from xdsl.ir import Attribute, Region, SSAValue
from xdsl.irdl import OpDef, OptionalDef, VariadicDef

from ovopt.dialects import onnx
from ovopt.dialects.onnx.base import formal_name, onnx_schema
from ovopt.frontends.onnx.node_context import NodeContext
from ovopt.frontends.onnx.op_creation import create_op
from ovopt.frontends.onnx.values import ATTRIBUTE_TYPE_NAMES
from ovopt.registry import canonical_domain, register_importer
from ovopt.support import elements
from ovopt.support.interned import i64_attr

Option = defs.OpSchema.FormalParameterOption

# (domain, op type, since_version) -> the generated op that holds that schema's nodes
_OP_OF_SCHEMA: dict[tuple[str, str, int], type[onnx.OnnxOp]] = {
    (op.ONNX_DOMAIN, op.ONNX_TYPE, version): op for op in onnx.ONNX_OPS for version in op.SINCE_VERSIONS
}


@dataclass(frozen=True)
class _Formal:
    name: str  # as the dialect spells it
    variadic: bool
    type_str: str  # its type parameter (`T`) or type (`tensor(int64)`)


@dataclass(frozen=True)
class _SchemaPlan:
    """What importing a node at one schema version takes from the schema and the op definition,
    read once: onnx builds new Python objects at each read of a schema's properties."""

    since: int
    op_class: type[onnx.OnnxOp]
    definition: OpDef
    title: str
    inputs: tuple[_Formal, ...]
    outputs: tuple[_Formal, ...]
    allowed: dict[str, list[str]]  # type parameter -> the type strings it allows
    attribute_types: dict[str, defs.OpSchema.AttrType]
    operands: tuple[tuple[str, bool], ...]  # (field, variadic)
    results: tuple[tuple[str, bool, bool], ...]  # (ONNX name, optional, variadic)
    regions: tuple[tuple[str, bool], ...]  # (field, variadic)


@functools.cache
def _schema_plan(domain: str, op_type: str, opset_version: int) -> _SchemaPlan:
    since = defs.get_schema(op_type, opset_version, domain).since_version
    schema = onnx_schema(domain, op_type, since)
    op_class = _OP_OF_SCHEMA[(domain, op_type, since)]
    definition = op_class.get_irdl_definition()
    onnx_names = {field: name for name, field in op_class.OUTPUT_FIELDS.items()}

    def formals(params) -> tuple[_Formal, ...]:
        return tuple(_Formal(formal_name(f), f.option == Option.Variadic, f.type_str) for f in params)

    return _SchemaPlan(
        since=since,
        op_class=op_class,
        definition=definition,
        title=f"{op_type}-{since}",
        inputs=formals(schema.inputs),
        outputs=formals(schema.outputs),
        allowed={c.type_param_str: list(c.allowed_type_strs) for c in schema.type_constraints},
        attribute_types={name: attribute.type for name, attribute in schema.attributes.items()},
        operands=tuple((name, isinstance(d, VariadicDef)) for name, d in definition.operands),
        results=tuple(
            (onnx_names.get(field, field), isinstance(d, OptionalDef), isinstance(d, VariadicDef))
            for field, d in definition.results
        ),
        regions=tuple((name, isinstance(d, VariadicDef)) for name, d in definition.regions),
    )


def import_schema_node(ctx: NodeContext) -> list[SSAValue | None]:
    """Import a node as the generated op of the schema version its model's opset selects."""
    node = ctx.node
    domain = canonical_domain(node.domain)
    if ctx.opset_version is None:
        raise ctx.error(
            f"the model's opset_import has no version of the domain '{domain or 'ai.onnx'}', which "
            "selects the operator's schema: add the opset the model was made for"
        )
    plan = _schema_plan(domain, node.op_type, ctx.opset_version)
    title = plan.title

    bound_inputs = _bind_formals(ctx, plan.inputs, ctx.inputs, "inputs", title)
    operands: list[SSAValue | list[SSAValue]] = []
    for name, variadic in plan.operands:
        bound = [v for v in bound_inputs.get(name, ()) if v is not None]
        if not variadic:
            if len(bound) != 1:
                raise ctx.error(f"{title} needs its input '{name}'")
            operands.append(bound[0])
        else:
            operands.append(bound)

    output_types = _complete_types(plan, ctx, bound_inputs)
    positions = _bind_formals(ctx, plan.outputs, range(len(node.output)), "outputs", title)
    result_types: list[Attribute | list[Attribute]] = []
    result_positions: list[int] = []
    for name, optional, variadic in plan.results:
        indices = positions.get(name, [])
        if optional:
            indices = [i for i in indices if node.output[i]]  # "" leaves an optional output out
        if not variadic:
            if len(indices) != 1:
                raise ctx.error(f"{title} needs its output '{name}'")
            result_types.append(output_types[indices[0]])
        else:
            result_types.append([output_types[i] for i in indices])
        result_positions += indices

    properties: dict[str, Attribute] = {"version": i64_attr(plan.since)}
    regions: dict[str, Region | list[Region]] = {}
    if node.attribute:
        kinds = {a.name: a.type for a in node.attribute}
        for name, value in ctx.attributes().items():
            expected = plan.attribute_types.get(name)
            if expected is None:
                raise ctx.error(f"{title} has no attribute '{name}'")
            if expected != kinds[name] and not _graph_kinds_match(expected, kinds[name]):
                raise ctx.error(
                    f"attribute '{name}' is {ATTRIBUTE_TYPE_NAMES[kinds[name]]}, {title} wants "
                    f"{ATTRIBUTE_TYPE_NAMES[int(expected)]}"
                )
            if isinstance(value, Region | list):
                regions[name] = value
            else:
                properties[name] = value
    op_regions = [regions.get(name, Region() if not variadic else []) for name, variadic in plan.regions]

    op = create_op(plan.op_class, operands, result_types, properties, op_regions)
    ctx.insert(op)  # verified with the whole module, which names the node if it fails
    values: list[SSAValue | None] = [None] * len(node.output)
    for position, value in zip(result_positions, op.results):
        values[position] = value
    return values


def _graph_kinds_match(expected: defs.OpSchema.AttrType, actual: int) -> bool:
    return expected == defs.OpSchema.AttrType.SPARSE_TENSOR and actual == AttributeProto.TENSOR


def _bind_formals(
    ctx: NodeContext, formals: tuple[_Formal, ...], actuals: Sequence, what: str, title: str
) -> dict[str, Sequence]:
    """Formal parameter name -> the actual values at its positions (a variadic takes the rest)."""
    bound: dict[str, Sequence] = {}
    position = 0
    for formal in formals:
        if formal.variadic:
            bound[formal.name] = actuals[position:]
            position = len(actuals)
        else:
            bound[formal.name] = actuals[position : position + 1]
            position += 1
    if position < len(actuals):
        raise ctx.error(f"{title} takes at most {len(formals)} {what}, the node has {len(actuals)}")
    return bound


def _complete_types(plan: _SchemaPlan, ctx: NodeContext, inputs: dict[str, Sequence]) -> list[Attribute]:
    """The output types, with unknown ones guessed from the type constraints where they are clear.

    An output of type T where an input of type T is known gets that input's element type; a
    constraint that allows a single tensor type gives that type. Shapes stay unknown.
    """
    types = ctx.output_types
    outputs = plan.outputs
    if not outputs or not any(isinstance(type, onnx.UnknownType) for type in types):
        return types
    by_param: dict[str, Attribute] = {}
    for formal in plan.inputs:
        for value in inputs.get(formal.name, ()):
            if value is not None and isinstance(value.type, TensorType | UnrankedTensorType):
                by_param.setdefault(formal.type_str, value.type.element_type)
    types = list(types)
    for index, type in enumerate(types):
        if not isinstance(type, onnx.UnknownType):
            continue
        formal = outputs[min(index, len(outputs) - 1)]
        element = by_param.get(formal.type_str)
        if element is None:
            element = _single_tensor_type(plan.allowed.get(formal.type_str, [formal.type_str]))
        if element is not None:
            types[index] = UnrankedTensorType(element)
    return types


def _single_tensor_type(type_strings: list[str]) -> Attribute | None:
    if len(type_strings) != 1 or not type_strings[0].startswith("tensor("):
        return None
    spelled = type_strings[0][len("tensor(") : -1]
    if spelled == "string":
        return onnx.StringType()
    kind = elements.from_onnx_name(spelled)
    return None if kind is None else kind.mlir


def register() -> None:
    """Every operator of every ONNX schema imports as its onnx op, from its first version on."""
    first_versions: dict[tuple[str, str], int] = {}
    for op in onnx.ONNX_OPS:
        key = (op.ONNX_DOMAIN, op.ONNX_TYPE)
        first_versions[key] = min(first_versions.get(key, op.SINCE_VERSIONS[0]), *op.SINCE_VERSIONS)
    for (domain, op_type), since in sorted(first_versions.items()):
        register_importer(domain, op_type, import_schema_node, since_version=since)
