"""The pattern walker every ovopt pass uses: xDSL's, plus the bookkeeping a model needs.

A replaced value hands its tensor names to its replacement, so the names of the model's values
reach the IR whatever rewrites ran. A pass of an extension that walks its own patterns keeps
them the same way by calling `rewrite_module` instead of building a PatternRewriteWalker.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriterListener,
    PatternRewriteWalker,
    RewritePattern,
)

from ovopt.dialects.locations import carry_tensor_names


def keep_tensor_names(op: Operation, new_results: Sequence[SSAValue | None]) -> None:
    """A replacement handler: each result of `op` gives its names to what replaces it."""
    for old, new in zip(op.results, new_results):
        carry_tensor_names(old, new)


def walker(pattern: RewritePattern) -> PatternRewriteWalker:
    """A PatternRewriteWalker for `pattern` that keeps tensor names."""
    listener = PatternRewriterListener(operation_replacement_handler=[keep_tensor_names])
    return PatternRewriteWalker(pattern, listener=listener)


def rewrite_module(module: ModuleOp, patterns: Sequence[RewritePattern], *, dce: bool = False) -> bool:
    """Apply `patterns` greedily to `module` until none applies; True if anything changed."""
    return walker(GreedyRewritePatternApplier(list(patterns), dce_enabled=dce)).rewrite_module(module)
