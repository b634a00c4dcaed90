"""Keeping `func.func` signatures in step with the values their bodies return."""

from __future__ import annotations

from xdsl.dialects.builtin import FunctionType, ModuleOp
from xdsl.dialects.func import FuncOp, ReturnOp


def sync_function_types(module: ModuleOp) -> None:
    """Set each function's type from its arguments and returned values.

    Rewrites refine result types (a static shape found by inference, a folded constant), so
    after a pass the signature is re-read from the body rather than kept stale.
    """
    for func in module.walk():
        if not isinstance(func, FuncOp) or not func.body.blocks:
            continue
        block = func.body.blocks[0]
        terminator = block.last_op
        if not isinstance(terminator, ReturnOp):
            continue
        func.function_type = FunctionType.from_lists(block.arg_types, terminator.operand_types)
