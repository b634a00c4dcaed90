"""New tensors: arange (start_step, and arange(end) as torch.export leaves it) as Range-4, full /
full_like / fill / scalar_tensor as a scalar broadcast to the sizes (symbolic sizes are the
converted values), empty and empty_strided as zeros (their values are undefined; OpenVINO needs
some). The element type is the result's: torch already chose it from `dtype` or the arguments.

Random tensors (rand, randn, randperm, and the random ops the importer keeps as a torch.custom:
randn_like, randint, bernoulli, normal, uniform, ...) have no deterministic equivalent and are
refused, naming the node (dropout, random in training, is the normalization family's).
empty_like's decomposition, aten::empty_permuted (a torch.custom), is zeros too."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import DenseArrayBase
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, torch
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import Builder, as_i64_vector, as_scalar_tensor, lowering_error, ready
from ovopt.lowering.torch_to_ov.elementwise import result_element
from ovopt.lowering.torch_to_ov.shape import shape_vector, sizes_vector
from ovopt.support import elements


class ArangeToRange(RewritePattern):
    """arange.start_step is Range-4 in the result's element type, arange(end) the same from 0 by 1.
    Its bounds are converted to that type first, as torch does for an integer dtype
    (`arange(0.5, 5, 1.5, dtype=int64)` counts 0, 1, ... 4); a symbolic end is the converted size."""

    op_types = (torch.AtenArangeStartStepOp, torch.AtenArangeOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not ready(op):
            return
        element = result_element(op)
        b = Builder(op)
        if isinstance(op, torch.AtenArangeOp):
            dtype = elements.numpy_dtype(element)
            start = b.constant(np.asarray(0, dtype), element)
            end = as_scalar_tensor(b, op.end, element)
            step = b.constant(np.asarray(1, dtype), element)
        else:
            start, end, step = (as_scalar_tensor(b, v, element) for v in (op.start, op.end, op.step))
        b.add(ov.RangeV4Op(start, end, step, output_type=element))
        b.replace(rewriter)


def filled(b: Builder, value: SSAValue, shape: SSAValue) -> SSAValue:
    """A scalar broadcast to `shape`."""
    return b.add(ov.BroadcastV3Op(value, shape))


def zero(b: Builder, element) -> SSAValue:
    return b.constant(np.zeros((), elements.numpy_dtype(element)), element)


class FullToBroadcast(RewritePattern):
    """full(size, value), full_like(x, value), fill.Scalar(x, value) and new_ones(x, size): the
    value (new_ones: 1) in the result's element type broadcast to the sizes, or to x's shape."""

    op_types = (torch.AtenFullOp, torch.AtenFullLikeOp, torch.AtenFillScalarOp, torch.AtenNewOnesOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not ready(op):
            return
        b = Builder(op)
        element = result_element(op)
        if isinstance(op, torch.AtenNewOnesOp):
            ones = b.constant(np.ones((), elements.numpy_dtype(element)), element)
            filled(b, ones, as_i64_vector(b, op.size))
            b.replace(rewriter)
            return
        if isinstance(op, torch.AtenFullOp):
            shape, value = as_i64_vector(b, op.size), op.fill_value
        elif isinstance(op, torch.AtenFullLikeOp):
            shape, value = shape_vector(b, op.self), op.fill_value
        else:
            shape, value = shape_vector(b, op.self), op.value
        filled(b, as_scalar_tensor(b, value, element), shape)
        b.replace(rewriter)


class EmptyToZeros(RewritePattern):
    """empty.memory_format and empty_strided: zeros of the sizes (the strides mean nothing here)."""

    op_types = (torch.AtenEmptyMemoryFormatOp, torch.AtenEmptyStridedOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not ready(op):
            return
        b = Builder(op)
        filled(b, zero(b, result_element(op)), as_i64_vector(b, op.size))
        b.replace(rewriter)


class ScalarTensorToConstant(RewritePattern):
    """scalar_tensor(s): a rank-0 tensor of s in the result's element type."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenScalarTensorOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        b = Builder(op)
        b.replace(rewriter, [as_scalar_tensor(b, op.s, result_element(op))])


# ATen's random ops: the core ones, and those the importer keeps as a torch.custom
RANDOM = (torch.AtenRandOp, torch.AtenRandnOp, torch.AtenRandpermOp)
RANDOM_ATEN = frozenset(
    (
        "bernoulli",
        "cauchy",
        "exponential",
        "geometric",
        "log_normal",
        "multinomial",
        "normal",
        "normal_functional",
        "poisson",
        "rand",
        "rand_like",
        "randint",
        "randint_like",
        "randn",
        "randn_like",
        "random",
        "randperm",
        "uniform",
    )
)


def custom_aten(op: Operation) -> str | None:
    """The ATen function a torch.custom calls (`empty_permuted` for aten::empty_permuted.default),
    None for other ops."""
    if not isinstance(op, torch.CustomOp):
        return None
    namespace, _, overload = op.target.data.partition("::")
    return overload.split(".", 1)[0] if namespace == "aten" else None


def custom_list(op: torch.CustomOp, name: str) -> list[SSAValue | int] | None:
    """The items of a list argument of a torch.custom: its operands (some symbolic), or its
    numbers when the importer kept the list as an argument; None when it has no such argument."""
    starts = {key: attribute.value.data for key, attribute in op.operand_names.data.items()}
    if name in starts:
        after = [start for start in starts.values() if start > starts[name]]
        return list(op.inputs[starts[name] : min(after, default=len(op.inputs))])
    value = op.arguments.data.get(name)
    if isinstance(value, DenseArrayBase):
        return [int(v) for v in value.get_values()]
    return None


class RefuseRandom(RewritePattern):
    """rand, randn, randperm and the random ops kept as a torch.custom (randn_like, randint,
    bernoulli, normal, uniform, multinomial, ...) have no deterministic equivalent in OpenVINO:
    refused."""

    op_types = (*RANDOM, torch.CustomOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, RANDOM):
            name = op.aten_name()
        elif custom_aten(op) in RANDOM_ATEN:
            name = op.target.data
        else:
            return
        raise lowering_error(
            op,
            f"{name} draws random numbers, which an OpenVINO model cannot reproduce as torch does; "
            "pass the random tensor as an input of the model instead",
        )


class EmptyPermutedToZeros(RewritePattern):
    """empty_like's decomposition, aten::empty_permuted (a torch.custom): zeros of its sizes, as
    empty's (the physical layout means nothing here)."""

    op_types = (torch.CustomOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if custom_aten(op) != "empty_permuted" or not ready(op):
            return
        sizes = custom_list(op, "size")
        if sizes is None:
            raise lowering_error(op, "empty_permuted without its sizes")
        b = Builder(op)
        filled(b, zero(b, result_element(op)), sizes_vector(b, sizes))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        ArangeToRange(),
        FullToBroadcast(),
        EmptyToZeros(),
        ScalarTensorToConstant(),
        RefuseRandom(),
        EmptyPermutedToZeros(),
    ]
