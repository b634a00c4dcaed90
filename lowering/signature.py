"""Keeping `func.func` signatures in step with the values their bodies return."""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.dialects.builtin import FunctionType, ModuleOp
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Operation


def sync_function_types(module: ModuleOp) -> None:
    """Set each function's type from its arguments and returned values.

    Rewrites refine result types (a static shape found by inference, a folded constant), so
    after a pass the signature is re-read from the body rather than kept stale.
    """
    for func in _functions(module):
        if not func.body.blocks:
            continue
        block = func.body.blocks[0]
        terminator = block.last_op
        if not isinstance(terminator, ReturnOp):
            continue
        func.function_type = FunctionType.from_lists(block.arg_types, terminator.operand_types)


def _functions(op: Operation) -> Iterator[FuncOp]:
    """The functions under `op`, without walking their bodies (a function holds no function)."""
    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                if isinstance(inner, FuncOp):
                    yield inner
                elif inner.regions:
                    yield from _functions(inner)
