"""WHILE: Loop-5 running the body subgraph, then the condition subgraph on what it gives.

The frontend imports the subgraphs a WHILE runs as private functions (`@subgraph_<index>`). Once
the pass has converted them to ov ops, the WHILE becomes a Loop of unbounded trip count, every
operand carried: its first condition is the condition subgraph on the initial values, copied
before the Loop; its body is a copy of the body subgraph followed by a copy of the condition on
the values the body gives, the next execution condition. The functions go when no WHILE runs
them any more (passes.py). Keras' LSTM and GRU run this way in TFLite; a Loop of one such cell
then becomes a sequence op (lowering/recurrent_loops.py), its output list written one row an
iteration a concatenated output first (list_writes.py, lowering/loop_writes.py).
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp, TensorType, i64
from xdsl.dialects.func import FuncOp
from xdsl.ir import Block, Operation, Region
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, tflite
from ovopt.dialects.tflite.base import subgraph_name
from ovopt.lowering.bodies import carried_type, clone_into, refine_types
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tflite_to_ov.common import Builder, lowering_error

SCALAR_I64 = TensorType(i64, [])


def subgraph(op: Operation, index: int) -> FuncOp:
    """The function the frontend made of subgraph `index`."""
    module = op
    while not isinstance(module, ModuleOp):
        module = module.parent_op()
        if module is None:
            raise lowering_error(op, f"its subgraph {index} is not in the module")
    name = subgraph_name(index)
    for function in module.ops:
        if isinstance(function, FuncOp) and function.sym_name.data == name:
            return function
    raise lowering_error(op, f"its subgraph {index} is not in the module")


def converted(function: FuncOp) -> bool:
    return not any(inner.dialect_name() == "tflite" for inner in function.walk())


class WhileToLoop(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tflite.WhileOp, rewriter: PatternRewriter) -> None:
        cond, body = subgraph(op, op.cond_subgraph_index), subgraph(op, op.body_subgraph_index)
        if not converted(cond) or not converted(body):
            return  # the subgraphs' operators first
        inputs = list(op.operands)
        if len(body.body.block.args) != len(inputs) or len(cond.body.block.args) != len(inputs):
            raise lowering_error(op, "its condition and body subgraphs must take each of its inputs")
        if len(body.function_type.outputs) != len(inputs) or len(cond.function_type.outputs) != 1:
            raise lowering_error(op, "its body must give a value for each input and its condition one boolean")
        b = Builder(op)
        (first,) = clone_into(op.parent_block(), op, cond.body.block, inputs)
        types = [carried_type(v.type, a.type) for v, a in zip(inputs, body.body.block.args)]
        block = Block(arg_types=[SCALAR_I64, *types])
        given = clone_into(block, None, body.body.block, list(block.args[1:]))
        (next_condition,) = clone_into(block, None, cond.body.block, given)
        block.add_op(ov.YieldOp([next_condition, *given]))
        refine_types(block)
        b.add(ov.LoopV5Op(b.i64(-1), first, inputs, Region(block)))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [WhileToLoop()]
