"""The program's tensors as Constants (their bytes shared, not copied), and symbolic sizes as
small i64 subgraphs: `sym_size` as a Gather of ShapeOf, `torch.sym` arithmetic as the ov op of
the same function on rank-0 tensors."""

from __future__ import annotations

from xdsl.dialects.builtin import f64, i1, i64
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, torch
from ovopt.lowering.builder import floor_divide
from ovopt.lowering.dims import dim_of
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import Builder, as_scalar_tensor, lowering_error, ready
from ovopt.support.shapes import rank_of


class TensorToConstant(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.TensorOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.ConstantV0Op(op.value))
        b.replace(rewriter)


class SymSizeToShapeOf(RewritePattern):
    """sym_size(x, dim): the dim, a constant when static, else gathered from ShapeOf(x)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenSymSizeIntOp, rewriter: PatternRewriter) -> None:
        rank = rank_of(op.self)
        if rank is None:
            raise lowering_error(op, "sym_size needs a tensor of known rank")
        b = Builder(op)
        dim_of(b, op.self, op.dim % rank, scalar=True)
        b.replace(rewriter)


class SymNumelToReduceProd(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenSymNumelOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        dims = b.add(ov.ShapeOfV3Op(op.self))
        b.add(ov.ReduceProdV1Op(dims, b.i64([0]), keep_dims=False))
        b.replace(rewriter)


# torch.sym's operators -> the ov op of the same function on rank-0 tensors.
SYMBOLIC = {
    "add": ov.AddV1Op,
    "sub": ov.SubtractV1Op,
    "mul": ov.MultiplyV1Op,
    "mod": ov.FloorModV1Op,
    "pow": ov.PowerV1Op,
    "max": ov.MaximumV1Op,
    "min": ov.MinimumV1Op,
    "eq": ov.EqualV1Op,
    "ne": ov.NotEqualV1Op,
    "lt": ov.LessV1Op,
    "le": ov.LessEqualV1Op,
    "gt": ov.GreaterV1Op,
    "ge": ov.GreaterEqualV1Op,
    "and_": ov.LogicalAndV1Op,
    "or_": ov.LogicalOrV1Op,
}


class SymToOv(RewritePattern):
    """Python arithmetic on sizes, on rank-0 tensors: the sizes as i64 (f64 for true division
    and floats, bool for logic)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.SymOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        operator = op.operator.data
        element = {i64: i64, f64: f64, i1: i1}[op.result.type]
        if operator == "truediv" or any(v.type == f64 for v in op.inputs):
            element = f64
        b = Builder(op)
        if operator in ("and_", "or_", "not_"):
            values = [as_scalar_tensor(b, v, i1) for v in op.inputs]
        else:
            values = [as_scalar_tensor(b, v, element if element != i1 else i64) for v in op.inputs]
        if operator == "neg":
            b.add(ov.NegativeV0Op(values[0]))
        elif operator == "not_":
            b.add(ov.LogicalNotV1Op(values[0]))
        elif operator == "truediv":
            b.add(ov.DivideV1Op(*values))
        elif operator == "floordiv" and element == f64:
            b.add(ov.FloorV0Op(b.add(ov.DivideV1Op(*values))))
        elif operator == "floordiv":
            floor_divide(b, *values)
        elif operator in SYMBOLIC:
            b.add(SYMBOLIC[operator](*values))
        else:
            raise lowering_error(op, f"no lowering of the symbolic {operator}")
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [TensorToConstant(), SymSizeToShapeOf(), SymNumelToReduceProd(), SymToOv()]
