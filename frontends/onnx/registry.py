"""The importer registry: which function turns an ONNX node into onnx-dialect ops.

Importers are keyed by (domain, op type, since_version); a node of a model whose opset for that
domain is N uses the entry with the highest since_version <= N. The built-in importer of every
schema operator registers here exactly as an extension's importer does:

    from ovopt.frontends.onnx import NodeContext, register_importer

    def import_fused_gelu(ctx: NodeContext):
        (x,) = ctx.inputs
        op = ctx.insert(MyGeluOp(x, ctx.output_types[0]))
        return [op.results[0]]

    register_importer("com.example", "FusedGelu", import_fused_gelu)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from xdsl.ir import SSAValue

if TYPE_CHECKING:
    from ovopt.frontends.onnx.graph import NodeContext

# An importer returns one value (or None, for an absent optional output) per node output.
NodeImporter = Callable[["NodeContext"], Sequence[SSAValue | None]]

_IMPORTERS: dict[tuple[str, str], dict[int, NodeImporter]] = {}


def canonical_domain(domain: str) -> str:
    return "" if domain == "ai.onnx" else domain


def register_importer(
    domain: str,
    op_type: str,
    importer: NodeImporter,
    *,
    since_version: int = 1,
    override: bool = False,
) -> None:
    """Import nodes `domain`.`op_type` of opset `since_version` and later with `importer`.

    A second registration of the same key is an error unless `override` is set, so two
    extensions cannot silently replace each other.
    """
    versions = _IMPORTERS.setdefault((canonical_domain(domain), op_type), {})
    if since_version in versions and not override:
        name = f"{domain}.{op_type}" if domain else op_type
        raise ValueError(f"an importer for {name} since version {since_version} is already registered")
    versions[since_version] = importer


def find_importer(domain: str, op_type: str, opset_version: int | None) -> NodeImporter | None:
    versions = _IMPORTERS.get((canonical_domain(domain), op_type))
    if not versions:
        return None
    usable = [v for v in versions if opset_version is None or v <= opset_version]
    return versions[max(usable)] if usable else None
