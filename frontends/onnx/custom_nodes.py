"""The importer of a node no registered importer takes: the node kept whole, as `onnx.Custom`,
for an extension's lowering (or the conversion's error naming it)."""

from __future__ import annotations

from xdsl.ir import Attribute, Region, SSAValue

from ovopt.dialects import onnx
from ovopt.frontends.onnx.node_context import NodeContext
from ovopt.registry import canonical_domain


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
