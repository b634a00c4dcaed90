"""gna-compose-pre-post: the pre/post-processing functions go back into `@main`, so the module is
one model again (gna-emulate's IR, which OpenVINO runs whole).

A pre-processing function of input `x` takes `@main`'s argument `x` as the user gives it: its
body is copied to the top of `@main` on a new argument of its input type, and feeds what the old
argument fed. A post-processing function of output `y` gets `@main`'s returned `y`, and its
result is returned instead. The functions are then erased.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Block, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.utils.exceptions import DiagnosticException

from ovopt.lowering.signature import sync_function_types
from ovopt.support.functions import MAIN_ATTR, edge_functions, main_function
from ovopt.support.locations import NAME_ATTR


class ComposeError(DiagnosticException):
    """A pre/post function names an input or output `@main` does not have, or `@main` is not one block."""


def _index(function: FuncOp, attrs_name: str, tensor: str, count: int) -> int:
    attrs = getattr(function, attrs_name)
    for index, attrs_of in enumerate(attrs.data if attrs is not None else ()):
        name = attrs_of.data.get(NAME_ATTR)
        if index < count and name is not None and name.data == tensor:
            return index
    raise ComposeError(f"@main has no {'input' if attrs_name == 'arg_attrs' else 'output'} named {tensor!r}")


def _inline(body: Block, argument: SSAValue, point: InsertPoint) -> SSAValue:
    """Copy `body` (one argument, one returned value) at `point` on `argument`; the copy's value."""
    mapping: dict[SSAValue, SSAValue] = {body.args[0]: argument}
    terminator = body.last_op
    assert isinstance(terminator, ReturnOp)
    for op in body.ops:
        if op is terminator:
            break
        copy: Operation = op.clone(value_mapper=mapping)
        Rewriter.insert_op(copy, point)
        for old, new in zip(op.results, copy.results):
            mapping[old] = new
    return mapping[terminator.operands[0]]


@dataclass(frozen=True)
class ComposePrePostPass(ModulePass):
    """Inline every pre/post-processing function into `@main` and erase it."""

    name = "gna-compose-pre-post"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        edges = edge_functions(op)
        if not edges:
            return
        main = main_function(op)
        if len(main.body.blocks) != 1:
            raise ComposeError(f"@main has {len(main.body.blocks)} blocks; pre/post-processing composes into one block")
        block = main.body.block
        terminator = block.last_op
        assert isinstance(terminator, ReturnOp)  # the verifier's: func.return ends a function's block
        for edge in edges:
            body = edge.function.body.blocks[0]
            if edge.kind == "pre":
                index = _index(main, "arg_attrs", edge.tensor, len(block.args))
                old = block.args[index]
                new = block.insert_arg(body.args[0].type, index)
                point = InsertPoint.at_start(block)
                old.replace_all_uses_with(_inline(body, new, point))
                block.erase_arg(old)
            else:
                index = _index(main, "res_attrs", edge.tensor, len(terminator.operands))
                value = _inline(body, terminator.operands[index], InsertPoint.before(terminator))
                returned = list(terminator.operands)
                returned[index] = value
                terminator.operands = returned
            Rewriter.erase_op(edge.function)
        main.attributes.pop(MAIN_ATTR, None)
        sync_function_types(op)
