"""The built-in importers: one generic importer for every schema operator, one for the rest.

Both register through `register_importer`, the API extensions use; an extension that registers
a more specific importer for an operator takes its nodes instead.
"""

from __future__ import annotations

from collections.abc import Sequence

from onnx import AttributeProto, defs
from xdsl.dialects.builtin import TensorType, UnrankedTensorType
from xdsl.ir import Attribute, Region, SSAValue
from xdsl.irdl import OptionalDef, VariadicDef

from ovopt.dialects import elements, onnx
from ovopt.dialects.interned import i64_attr
from ovopt.dialects.onnx_base import formal_name, onnx_schema
from ovopt.frontends.onnx.graph import NodeContext
from ovopt.frontends.onnx.values import ATTRIBUTE_TYPE_NAMES
from ovopt.registry import canonical_domain, register_importer

Option = defs.OpSchema.FormalParameterOption

# (domain, op type, since_version) -> the generated op that holds that schema's nodes
_OP_OF_SCHEMA: dict[tuple[str, str, int], type[onnx.OnnxOp]] = {
    (op.ONNX_DOMAIN, op.ONNX_TYPE, version): op for op in onnx.ONNX_OPS for version in op.SINCE_VERSIONS
}


def import_schema_node(ctx: NodeContext) -> list[SSAValue | None]:
    """Import a node as the generated op of the schema version its model's opset selects."""
    node = ctx.node
    domain = canonical_domain(node.domain)
    if ctx.opset_version is None:
        raise ctx.error(
            f"the model's opset_import has no version of the domain '{domain or 'ai.onnx'}', which "
            "selects the operator's schema: add the opset the model was made for"
        )
    since = defs.get_schema(node.op_type, ctx.opset_version, domain).since_version
    schema = onnx_schema(domain, node.op_type, since)
    op_class = _OP_OF_SCHEMA[(domain, node.op_type, since)]
    title = f"{node.op_type}-{since}"
    definition = op_class.get_irdl_definition()

    bound_inputs = _bind_formals(ctx, schema.inputs, ctx.inputs, "inputs", title)
    operands: list[SSAValue | list[SSAValue]] = []
    for name, operand in definition.operands:
        bound = [v for v in bound_inputs.get(name, []) if v is not None]
        if not isinstance(operand, VariadicDef):
            if len(bound) != 1:
                raise ctx.error(f"{title} needs its input '{name}'")
            operands.append(bound[0])
        else:
            operands.append(bound)

    output_types = _complete_types(schema, ctx, bound_inputs)
    positions = _bind_formals(ctx, schema.outputs, list(range(len(ctx.node.output))), "outputs", title)
    result_types: list[Attribute | list[Attribute]] = []
    result_positions: list[int] = []
    onnx_names = {field: name for name, field in op_class.OUTPUT_FIELDS.items()}
    for field, result in definition.results:
        name = onnx_names.get(field, field)
        indices = positions.get(name, [])
        if isinstance(result, OptionalDef):
            indices = [i for i in indices if node.output[i]]  # "" leaves an optional output out
        if not isinstance(result, VariadicDef):
            if len(indices) != 1:
                raise ctx.error(f"{title} needs its output '{name}'")
            result_types.append(output_types[indices[0]])
        else:
            result_types.append([output_types[i] for i in indices])
        result_positions += indices

    properties: dict[str, Attribute] = {"version": i64_attr(since)}
    regions: dict[str, Region | list[Region]] = {}
    kinds = {a.name: a.type for a in node.attribute}
    for name, value in ctx.attributes().items():
        expected = schema.attributes.get(name)
        if expected is None:
            raise ctx.error(f"{title} has no attribute '{name}'")
        if expected.type != kinds[name] and not _graph_kinds_match(expected.type, kinds[name]):
            raise ctx.error(
                f"attribute '{name}' is {ATTRIBUTE_TYPE_NAMES[kinds[name]]}, {title} wants "
                f"{ATTRIBUTE_TYPE_NAMES[int(expected.type)]}"
            )
        if isinstance(value, Region | list):
            regions[name] = value
        else:
            properties[name] = value
    op_regions = [
        regions.get(name, Region() if not isinstance(r, VariadicDef) else []) for name, r in definition.regions
    ]

    op = op_class(operands=operands, result_types=result_types, properties=properties, regions=op_regions)
    ctx.insert(op)  # verified with the whole module, which names the node if it fails
    values: list[SSAValue | None] = [None] * len(node.output)
    for position, value in zip(result_positions, op.results):
        values[position] = value
    return values


def _graph_kinds_match(expected: defs.OpSchema.AttrType, actual: int) -> bool:
    return expected == defs.OpSchema.AttrType.SPARSE_TENSOR and actual == AttributeProto.TENSOR


def _bind_formals(ctx: NodeContext, formals, actuals: Sequence, what: str, title: str) -> dict[str, list]:
    """Formal parameter name -> the actual values at its positions (a variadic takes the rest)."""
    bound: dict[str, list] = {}
    position = 0
    for formal in formals:
        name = formal_name(formal)
        if formal.option == Option.Variadic:
            bound[name] = list(actuals[position:])
            position = len(actuals)
        else:
            bound[name] = [actuals[position]] if position < len(actuals) else []
            position += 1
    if position < len(actuals):
        raise ctx.error(f"{title} takes at most {len(formals)} {what}, the node has {len(actuals)}")
    return bound


def _complete_types(schema: defs.OpSchema, ctx: NodeContext, inputs: dict[str, list]) -> list[Attribute]:
    """The output types, with unknown ones guessed from the type constraints where they are clear.

    An output of type T where an input of type T is known gets that input's element type; a
    constraint that allows a single tensor type gives that type. Shapes stay unknown.
    """
    by_param: dict[str, Attribute] = {}
    for formal in schema.inputs:
        for value in inputs.get(formal_name(formal), []):
            if value is not None and isinstance(value.type, TensorType | UnrankedTensorType):
                by_param.setdefault(formal.type_str, value.type.element_type)
    allowed = {c.type_param_str: list(c.allowed_type_strs) for c in schema.type_constraints}
    types = list(ctx.output_types)
    outputs = list(schema.outputs)
    for index, type in enumerate(types):
        if not isinstance(type, onnx.UnknownType) or not outputs:
            continue
        formal = outputs[min(index, len(outputs) - 1)]
        element = by_param.get(formal.type_str)
        if element is None:
            element = _single_tensor_type(allowed.get(formal.type_str, [formal.type_str]))
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


def import_custom_node(ctx: NodeContext) -> list[SSAValue | None]:
    """Keep a node of an unknown operator whole, as `onnx.Custom`."""
    node = ctx.node
    inputs = [v if v is not None else ctx.insert(onnx.NoValueOp()).results[0] for v in ctx.inputs]
    attributes: dict[str, Attribute] = {}
    graphs: dict[str, Region] = {}
    for name, value in ctx.attributes().items():
        if isinstance(value, Region):
            graphs[name] = value
        elif isinstance(value, list):
            graphs.update((f"{name}[{i}]", region) for i, region in enumerate(value))
        else:
            attributes[name] = value
    op = onnx.CustomOp(
        canonical_domain(node.domain),
        node.op_type,
        inputs,
        ctx.output_types,
        attributes,
        version=ctx.opset_version,
        graphs=graphs,
    )
    ctx.insert(op)
    return [value if name else None for name, value in zip(node.output, op.results)]


def _register_builtins() -> None:
    first_versions: dict[tuple[str, str], int] = {}
    for op in onnx.ONNX_OPS:
        key = (op.ONNX_DOMAIN, op.ONNX_TYPE)
        first_versions[key] = min(first_versions.get(key, op.SINCE_VERSIONS[0]), *op.SINCE_VERSIONS)
    for (domain, op_type), since in sorted(first_versions.items()):
        register_importer(domain, op_type, import_schema_node, since_version=since)


_register_builtins()
