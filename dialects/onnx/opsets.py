"""The opsets the installed onnx package knows: what a model may import, and the version a
domain the model does not import is taken at."""

from __future__ import annotations

import functools

from onnx import defs


@functools.cache
def newest_opsets() -> dict[str, int]:
    """The newest opset of each domain the installed onnx has schemas for: onnx's own table of
    opset versions (the domains it lists without operators left out), not every schema's history."""
    with_schemas = {schema.domain for schema in defs.get_all_schemas()}
    return {domain: newest for domain, newest in opset_table().items() if domain in with_schemas}


@functools.cache
def opset_table() -> dict[str, int]:
    """onnx's table of the newest opset of each domain, read without building every schema (a
    model within it needs no more)."""
    return {domain: newest for domain, (_, newest) in defs.C.schema_version_map().items()}
