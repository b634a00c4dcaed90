"""The per-generation GNA limits, rule by rule, with the boundary on both sides."""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.dialects.builtin import IntegerType, Signedness, f16, f32, i8, i16, i32, i64
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Block, Region, SSAValue
from xdsl.utils.exceptions import PassFailedException

from ovopt.dialects import ov
from ovopt.lowering.ov_to_gna.limits import (
    Target,
    UnknownTargetError,
    fits_on_gna,
    input_precision_option,
    transpose_rule,
    why_not_on_gna,
)
from ovopt.support.shapes import tensor_type

GNA20, GNA30, GNA35 = (Target.named(v) for v in ("2.0", "3.0", "3.5"))
GNA30_I8 = Target.named("3.0", "i8")


def inputs(*shapes, element=f32) -> list[SSAValue]:
    """Function arguments of these shapes (a function holds them, as model inputs)."""
    block = Block(arg_types=[tensor_type(element, list(s)) for s in shapes])
    FuncOp("main", ([a.type for a in block.args], []), Region(block))
    block.add_op(ReturnOp())
    return list(block.args)


def const(array, dtype=np.float32) -> SSAValue:
    return ov.ConstantV0Op.from_numpy(np.asarray(array, dtype=dtype)).output


def conv(x_shape, filters, kernel, strides=None, pads=None, pads_end=None, dilations=None):
    (x,) = inputs(x_shape)
    spatial = len(x_shape) - 2
    w = const(np.zeros((filters, x_shape[1], *kernel)))
    return ov.ConvolutionV1Op(
        x,
        w,
        strides=strides or [1] * spatial,
        pads_begin=pads or [0] * spatial,
        pads_end=pads_end or pads or [0] * spatial,
        dilations=dilations or [1] * spatial,
    )


def max_pool(conv_op, kernel, strides=None):
    spatial = len(kernel)
    return ov.MaxPoolV8Op(
        conv_op.output,
        kernel=kernel,
        strides=strides or kernel,
        pads_begin=[0] * spatial,
        pads_end=[0] * spatial,
        dilations=[1] * spatial,
    )


def test_targets_by_name():
    assert GNA30.version == "3.0" and GNA30.precision == "i16" and GNA30.aligned_elements == 32
    with pytest.raises(UnknownTargetError, match=r"'4\.0' is not one of 2\.0, 3\.0, 3\.5"):
        Target.named("4.0")
    with pytest.raises(UnknownTargetError, match="precision 'i4'"):
        Target.named("3.0", "i4")


# -- convolution: GNA 3.0's 2-D validator -----------------------------------------------------------


def test_30_kernel_bound_by_int16_channels():
    assert why_not_on_gna(conv([1, 48, 16, 16], 8, [7, 7]), GNA30) is None
    assert why_not_on_gna(conv([1, 48, 16, 16], 8, [9, 9]), GNA30) == (
        "kernel 9x9 exceeds 7x7 for 48 int16 input channels on GNA 3.0"
    )
    # 56 channels fall in the next row: 7x5.
    assert why_not_on_gna(conv([1, 56, 16, 16], 8, [7, 5]), GNA30) is None
    assert why_not_on_gna(conv([1, 56, 16, 16], 8, [7, 6]), GNA30) == (
        "kernel 7x6 exceeds 7x5 for 56 int16 input channels on GNA 3.0"
    )
    # A row's channel bound is inclusive: 120 channels take 7x3, 128 only 7x1.
    assert why_not_on_gna(conv([1, 120, 16, 16], 8, [7, 3]), GNA30) is None
    assert why_not_on_gna(conv([1, 128, 16, 16], 8, [7, 3]), GNA30) == (
        "kernel 7x3 exceeds 7x1 for 128 int16 input channels on GNA 3.0"
    )


def test_30_kernel_bound_by_int8_channels():
    assert why_not_on_gna(conv([1, 96, 16, 16], 8, [7, 7]), GNA30_I8) is None
    assert "exceeds 7x5 for 104 int8" in why_not_on_gna(conv([1, 104, 16, 16], 8, [7, 7]), GNA30_I8)


def test_30_channels_and_filters_multiples_of_8():
    assert why_not_on_gna(conv([1, 8, 16, 16], 16, [3, 3]), GNA30) is None
    assert why_not_on_gna(conv([1, 12, 16, 16], 16, [3, 3]), GNA30) == (
        "12 input channels is not a multiple of 8 on GNA 3.0"
    )
    assert why_not_on_gna(conv([1, 8, 16, 16], 12, [3, 3]), GNA30) == "12 filters is not a multiple of 8 on GNA 3.0"
    assert "int16 input channel count 4 is outside 8..384" in why_not_on_gna(conv([1, 4, 16, 16], 8, [3, 3]), GNA30)
    assert "filter count 1032 is outside 8..1024" in why_not_on_gna(conv([1, 8, 16, 16], 1032, [3, 3]), GNA30)


def test_30_input_size():
    assert why_not_on_gna(conv([1, 8, 16, 240], 8, [3, 3]), GNA30) is None
    assert why_not_on_gna(conv([1, 8, 15, 20], 8, [3, 3]), GNA30) == "input height 15 is outside 16..384 on GNA 3.0"
    assert why_not_on_gna(conv([1, 8, 16, 241], 8, [3, 3]), GNA30) == "input width 241 is outside 16..240 on GNA 3.0"


def test_30_stride_not_above_kernel_and_no_padding():
    assert why_not_on_gna(conv([1, 8, 16, 16], 8, [3, 3], strides=[3, 3]), GNA30) is None
    assert "stride 4x4 exceeds 7x7" in why_not_on_gna(conv([1, 8, 16, 16], 8, [3, 3], strides=[4, 4]), GNA30) or (
        "stride 4x4 exceeds kernel 3x3" in why_not_on_gna(conv([1, 8, 16, 16], 8, [3, 3], strides=[4, 4]), GNA30)
    )
    assert "takes no padding" in why_not_on_gna(conv([1, 8, 16, 16], 8, [3, 3], pads=[1, 1]), GNA30)


def test_dilation_and_batch():
    assert why_not_on_gna(conv([1, 8, 16, 16], 8, [3, 3], dilations=[2, 2]), GNA35) == (
        "dilation 2x2 is not 1x1 on GNA 3.5"
    )
    assert why_not_on_gna(conv([2, 8, 16, 16], 8, [3, 3]), GNA35) == "convolution batch 2 is not 1 on GNA 3.5"


# -- convolution: 1-D, mapped 2-D and GNA 2.0 ------------------------------------------------------------


def test_1d_legacy_filters_multiple_of_4():
    assert why_not_on_gna(conv([1, 8, 100], 4, [3]), GNA20) is None
    assert why_not_on_gna(conv([1, 8, 100], 6, [3]), GNA20) == "6 filters is not a multiple of 4 in 4..65532 on GNA 2.0"
    assert why_not_on_gna(conv([1, 8, 1, 100], 8, [1, 3]), GNA30) is None  # H = 1 is 1-D too


def test_1d_legacy_filter_size_768():
    assert why_not_on_gna(conv([1, 96, 100], 8, [8]), GNA20) is None  # 96 x 8 = 768
    assert why_not_on_gna(conv([1, 97, 100], 8, [8]), GNA20) == (
        "filter of 776 coefficients (channels x kernel) exceeds 768 on GNA 2.0"
    )


def test_2d_mapped_to_1d_on_20():
    # The kernel spans the whole width with stride 1 across it: a 1-D convolution over time.
    assert why_not_on_gna(conv([1, 1, 49, 10], 8, [3, 10]), GNA20) is None
    # Not spanning the width: GNA 2.0 has no 2-D convolution.
    assert why_not_on_gna(conv([1, 1, 49, 10], 8, [3, 3]), GNA20) == (
        "2-D kernel 3x3 on 49x10 input is not mappable to 1-D and GNA 2.0 has no 2-D convolution "
        "(gna-decompose-2d-conv splits such kernels) on GNA 2.0"
    )
    # Mapped, its filter is channels x kernel height x kernel width coefficients, at most 768.
    assert why_not_on_gna(conv([1, 8, 12, 16], 8, [6, 16]), GNA20) is None  # 8 x 6 x 16 = 768
    assert why_not_on_gna(conv([1, 8, 12, 16], 8, [7, 16]), GNA20) == (
        "filter of 896 coefficients (channels x kernel) exceeds 768 on GNA 2.0"
    )
    # The kernel spans the whole height of one input channel: a 1-D convolution along the width.
    assert why_not_on_gna(conv([1, 1, 8, 200], 8, [8, 96]), GNA20) is None  # 1 x 8 x 96 = 768
    assert why_not_on_gna(conv([1, 1, 8, 200], 8, [8, 97]), GNA20) == (
        "filter of 776 coefficients (channels x kernel) exceeds 768 on GNA 2.0"
    )
    # ... but not of two channels.
    assert "8x3 on 8x200 input is not mappable to 1-D" in why_not_on_gna(conv([1, 2, 8, 200], 8, [8, 3]), GNA20)
    # The same fails 3.0's 2-D validator on its single input channel.
    assert "input channel count 1 is outside 8..384" in why_not_on_gna(conv([1, 1, 49, 16], 8, [3, 3]), GNA30)


def test_35_2d_interface():
    assert why_not_on_gna(conv([1, 1, 49, 10], 8, [3, 3]), GNA35) is None
    assert why_not_on_gna(conv([1, 1, 260, 250], 8, [255, 3]), GNA35) is None
    assert why_not_on_gna(conv([1, 1, 260, 250], 8, [256, 3]), GNA35) == (
        "kernel height 256 is outside 1..255 on GNA 3.5"
    )
    assert why_not_on_gna(conv([1, 1024, 8, 7], 8, [1, 1]), GNA35) is None
    assert "int16 input channel count 1025" in why_not_on_gna(conv([1, 1025, 8, 7], 8, [1, 1]), GNA35)
    assert why_not_on_gna(conv([1, 8, 16, 16], 8, [3, 3], pads=[1, 1]), GNA35) is None
    assert "asymmetric" in why_not_on_gna(conv([1, 8, 16, 16], 8, [3, 3], pads=[1, 1], pads_end=[0, 0]), GNA35)
    assert "not below kernel" in why_not_on_gna(conv([1, 8, 16, 16], 8, [3, 3], pads=[3, 3]), GNA35)
    # each axis's padding against its own kernel length
    assert "not below kernel" in why_not_on_gna(conv([1, 8, 16, 16], 8, [2, 5], pads=[2, 0]), GNA35)
    assert "not below kernel" in why_not_on_gna(conv([1, 8, 16, 16], 8, [5, 2], pads=[0, 2]), GNA35)
    assert why_not_on_gna(conv([1, 8, 16, 16], 8, [3, 1], pads=[2, 0]), GNA35) is None
    assert why_not_on_gna(conv([1, 8, 16, 16], 8, [1, 3], pads=[0, 2]), GNA35) is None


def test_2d_interface_input_of_no_rows_or_columns():
    """Empty constant data padded to a non-empty output reaches the validator: its input height
    and width ranges start at 1."""
    w = const(np.zeros((8, 8, 1, 1)))

    def padded(shape, pads):
        return ov.ConvolutionV1Op(
            const(np.zeros(shape)), w, strides=[1, 1], pads_begin=pads, pads_end=pads, dilations=[1, 1]
        )

    assert why_not_on_gna(padded((1, 8, 0, 16), [1, 0]), GNA35) == "input height 0 is outside 1..65535 on GNA 3.5"
    assert why_not_on_gna(padded((1, 8, 16, 0), [0, 1]), GNA35) == "input width 0 is outside 1..65535 on GNA 3.5"


def test_35_1d_kernel_width():
    assert why_not_on_gna(conv([1, 1, 4000], 8, [2048]), GNA35) is None
    assert why_not_on_gna(conv([1, 1, 4000], 8, [2049]), GNA35) == (
        "int16 kernel width 2049 is outside 1..2048 on GNA 3.5"
    )
    assert why_not_on_gna(conv([1, 1, 4000], 8, [2049]), Target.named("3.5", "i8")) is None


def test_input_buffer():
    assert why_not_on_gna(conv([1, 1, 65528], 8, [3]), GNA35) is None
    assert why_not_on_gna(conv([1, 1, 65529], 8, [3]), GNA35) == (
        "input buffer of 65529 elements exceeds 65528 on GNA 3.5"
    )


# -- pooling ---------------------------------------------------------------------------------------------


def test_pooling_windows():
    base = conv([1, 8, 16, 16], 8, [3, 3])
    assert why_not_on_gna(max_pool(base, [3, 3]), GNA30) is None
    assert why_not_on_gna(max_pool(base, [4, 4]), GNA30) == (
        "pooling window 4x4 / stride 4x4 is outside 1..3 on GNA 3.0"
    )
    assert why_not_on_gna(max_pool(base, [2, 3]), GNA30) == "pooling window 2x3 is not square on GNA 3.0"
    assert why_not_on_gna(max_pool(base, [2, 3]), GNA35) is None
    assert why_not_on_gna(max_pool(base, [2, 2], [3, 3]), GNA35) == "pooling stride 3x3 exceeds window 2x2 on GNA 3.5"
    # the stride may exceed the window along either axis
    assert why_not_on_gna(max_pool(base, [3, 2], [2, 3]), GNA35) == "pooling stride 2x3 exceeds window 3x2 on GNA 3.5"
    assert why_not_on_gna(max_pool(base, [2, 3], [3, 2]), GNA35) == "pooling stride 3x2 exceeds window 2x3 on GNA 3.5"
    assert why_not_on_gna(max_pool(base, [3, 3], [3, 4]), GNA30) == (
        "pooling window 3x3 / stride 3x4 is outside 1..3 on GNA 3.0"
    )


def test_1d_pooling_of_4d_data_strides_along_its_window():
    """A window of one row or one column pools in 1-D: its stride is the one along the window."""
    base = conv([1, 8, 300, 300], 8, [1, 1])
    assert why_not_on_gna(max_pool(base, [2, 1], [256, 1]), GNA35) == (
        "pooling window 2 / stride 256 is outside 1..255 on GNA 3.5"
    )
    assert why_not_on_gna(max_pool(base, [1, 2], [1, 256]), GNA35) == (
        "pooling window 2 / stride 256 is outside 1..255 on GNA 3.5"
    )
    assert why_not_on_gna(max_pool(base, [2, 1], [1, 256]), GNA35) is None
    assert "lacks" in why_not_on_gna(max_pool(base, [2, 2]), GNA20)


def test_1d_pooling_window_on_20():
    base = conv([1, 8, 100], 8, [3])
    assert why_not_on_gna(max_pool(base, [6]), GNA20) is None
    assert why_not_on_gna(max_pool(base, [7]), GNA20) == "1-D pooling window 7 exceeds 6 on GNA 2.0"


def test_pooling_only_after_convolution():
    (x,) = inputs([1, 8, 16, 16])
    pool = ov.MaxPoolV8Op(x, kernel=[2, 2], strides=[2, 2], pads_begin=[0, 0], pads_end=[0, 0], dilations=[1, 1])
    assert why_not_on_gna(pool, GNA35) == "GNA pools only the output of a convolution on GNA 3.5"


# -- affine ----------------------------------------------------------------------------------------------


def matmul(a_shape, b_shape, **flags):
    (x,) = inputs(a_shape)
    return ov.MatMulV0Op(x, const(np.zeros(b_shape)), **flags)


def test_affine_batch_at_most_8():
    assert why_not_on_gna(matmul([8, 64], [64, 32]), GNA30) is None
    assert why_not_on_gna(matmul([9, 64], [64, 32]), GNA30).startswith("affine batch 9 exceeds 8")
    assert why_not_on_gna(matmul([1, 9, 64], [64, 32]), GNA30).startswith("affine batch 9 exceeds 8")
    assert why_not_on_gna(matmul([64, 8], [64, 32], transpose_a=True), GNA30) is None
    assert why_not_on_gna(matmul([64, 9], [64, 32], transpose_a=True), GNA30).startswith("affine batch 9 exceeds 8")
    # a rank-1 data vector is one row, transposed or not
    assert why_not_on_gna(matmul([64], [64, 32]), GNA30) is None
    assert why_not_on_gna(matmul([64], [64, 32], transpose_a=True), GNA30) is None


def test_batched_matmul():
    assert "batched MatMul" in why_not_on_gna(matmul([2, 4, 64], [64, 32]), GNA35)
    assert why_not_on_gna(matmul([1, 4, 64], [2, 64, 32]), GNA35) == (
        "batched MatMul: the weights operand [2, 64, 32] has more than two dims over 1 on GNA 3.5"
    )
    # dims of 1 do not count: [1, 4, 64] by [1, 64, 32] is one matrix by one matrix
    assert why_not_on_gna(matmul([1, 4, 64], [1, 64, 32]), GNA35) is None


# -- transposes, concat, split, slices ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("shape", "order", "fits"),
    [
        ([1, 8, 64], [0, 2, 1], True),  # 2-D, smaller dim 8, larger a multiple of 8
        ([1, 9, 64], [0, 2, 1], False),  # smaller dim 9 > 8
        ([1, 8, 60], [0, 2, 1], False),  # larger dim not a multiple of 8
        ([1, 8, 65528], [0, 2, 1], True),
        ([1, 8, 65536], [0, 2, 1], False),
        ([1, 1, 49, 10], [0, 2, 3, 1], True),  # moves only a 1-dim: a layout cast
        ([1, 4, 8, 16], [0, 2, 3, 1], False),  # three dims over 1
        ([1, 64, 1], [0, 2, 1], True),
        ([0, 16], [1, 0], True),  # the plugin squeezes only dims of 1: 0x16, smaller dim 0
    ],
)
def test_transpose_rule(shape, order, fits):
    assert (transpose_rule(shape, order) is None) == fits


def test_transpose_op():
    (x,) = inputs([1, 4, 8, 16])
    op = ov.TransposeV1Op(x, const([0, 2, 3, 1], np.int64))
    assert (
        why_not_on_gna(op, GNA30) == "transpose of 1x4x8x16 by [0, 2, 3, 1] moves more than two dims over 1 on GNA 3.0"
    )


def test_concat_axis_first_dim_over_1():
    x, y = inputs([1, 16], [1, 16])
    a, b = ov.ReluV0Op(x), ov.ReluV0Op(y)
    assert why_not_on_gna(ov.ConcatV0Op([a.output, b.output], axis=1), GNA30) is None
    x, y = inputs([2, 16], [2, 16])
    a, b = ov.ReluV0Op(x), ov.ReluV0Op(y)
    assert why_not_on_gna(ov.ConcatV0Op([a.output, b.output], axis=1), GNA30) == (
        "concat axis 1 of 2x32 is not the first dim over 1 on GNA 3.0"
    )
    # Model inputs and constants concatenate on any axis.
    assert why_not_on_gna(ov.ConcatV0Op([x, y], axis=1), GNA30) is None


@pytest.mark.parametrize("target", [GNA20, GNA30, GNA35], ids=["2.0", "3.0", "3.5"])
def test_split_alignment(target):
    """The plugin's get_memory_alignment_bytes: 64 bytes on every generation up to 3.5 (16 from 3.6)."""
    (x,) = inputs([1, 64])
    assert why_not_on_gna(ov.SplitV1Op(x, const(1, np.int64), num_splits=2), target) is None  # 32-element parts
    assert why_not_on_gna(ov.SplitV1Op(x, const(1, np.int64), num_splits=4), target) == (
        "split output 1 starts at element 16, not a multiple of 32 (64-byte alignment of 2-byte elements) "
        f"on GNA {target.version}"
    )


def test_slice_steps():
    (x,) = inputs([1, 64])
    one = ov.SliceV8Op(x, const([0], np.int64), const([32], np.int64), const([1], np.int64), const([1], np.int64))
    two = ov.SliceV8Op(x, const([0], np.int64), const([32], np.int64), const([2], np.int64), const([1], np.int64))
    assert why_not_on_gna(one, GNA30) is None
    assert why_not_on_gna(two, GNA30) == "slice steps [2] are not all 1 (a crop copies one contiguous box) on GNA 3.0"


# -- element-wise, activations, unsupported ops, precisions ------------------------------------------------


def test_eltwise_buffer():
    x, y = inputs([1, 65528], [1, 65529])
    assert why_not_on_gna(ov.AddV1Op(x, x), GNA30) is None
    assert why_not_on_gna(ov.AddV1Op(y, y), GNA30) == "element-wise buffer of 65529 elements exceeds 65528 on GNA 3.0"


def test_ops_gna_lacks():
    (x,) = inputs([1, 16])
    assert why_not_on_gna(ov.SoftmaxV8Op(x, axis=1), GNA35) == "GNA has no SoftMax operation on GNA 3.5"
    assert why_not_on_gna(ov.GatherV8Op(x, const([1, 0], np.int64), const(0, np.int64)), GNA35).startswith(
        "GNA has no gather"
    )
    assert fits_on_gna(ov.SigmoidV0Op(x), GNA35) is None
    assert fits_on_gna(ov.ReshapeV1Op(x, const([16, 1], np.int64), special_zero=False), "2") is None
    assert fits_on_gna(ov.SoftmaxV8Op(x, axis=1), 3.0) == "GNA has no SoftMax operation"


def test_empty_tensors_stay_on_the_cpu():
    """A gna tensor has positive dimensions: an op of empty data or an empty result stays on the
    CPU; an empty constant (the shape of a Reshape to a scalar) is no data."""
    empty = "a tensor of shape 0x4 is empty: GNA tensors have positive dimensions"
    (x,) = inputs([0, 4])
    assert why_not_on_gna(ov.ReluV0Op(x), GNA35) == f"{empty} on GNA 3.5"
    assert fits_on_gna(ov.AddV1Op(x, x), GNA35) == empty
    assert fits_on_gna(matmul([2, 0], [0, 3]), GNA35) == empty.replace("0x4", "2x0")
    (scalar,) = inputs([1])
    assert fits_on_gna(ov.ReshapeV1Op(scalar, const(np.zeros(0), np.int64), special_zero=False), GNA35) is None


def test_precision():
    (x,) = inputs([1, 16], element=i64)
    assert why_not_on_gna(ov.ReluV0Op(x), GNA35).startswith("element type i64 is not a GNA precision")
    (h,) = inputs([1, 16], element=f16)
    assert why_not_on_gna(ov.ReluV0Op(h), GNA35) == (
        "element type f16 is not a GNA precision (f32, i8, i16, i32, ui8) on GNA 3.5"
    )
    # a Reshape moves no data: it takes any element type
    assert why_not_on_gna(ov.ReshapeV1Op(x, const([16, 1], np.int64), special_zero=False), GNA35) is None


@pytest.mark.parametrize("element", [i8, i16, i32, IntegerType(8, Signedness.UNSIGNED)])
def test_quantised_precisions(element):
    """The integer widths of a quantised module are GNA precisions."""
    (x,) = inputs([1, 16], element=element)
    assert why_not_on_gna(ov.ReluV0Op(x), GNA35) is None


def test_input_precision_i8_needs_a_quantised_module():
    """int8 input frames need `precision` too; the default i16 frames do not."""
    assert input_precision_option("gna-default", "", "", "3.0") == "i16"
    assert input_precision_option("gna-default", "i8", "i8", "3.0") == "i8"
    with pytest.raises(PassFailedException, match="gna-default: input-precision=i8 quantises the module"):
        input_precision_option("gna-default", "i8", "", "3.0")


def test_input_precision_i8_needs_gna_3():
    """int8 input frames only from GNA 3.0; i16 frames (any spelling) on every generation."""
    assert input_precision_option("gna-default", " I16 ", "i16", "2.0") == "i16"
    assert input_precision_option("gna-default", "", "i8", "2.0") == "i16"
    assert input_precision_option("gna-default", "i8", "i8", "3.5") == "i8"
    with pytest.raises(
        PassFailedException,
        match=r"gna-default: input-precision=i8 \(int8 input frames\) needs GNA 3.0 or later, not 2.0",
    ):
        input_precision_option("gna-default", "i8", "i8", "2.0")
    with pytest.raises(PassFailedException, match="gna-default: unknown input precision 'i4': use one of i16, i8"):
        input_precision_option("gna-default", "i4", "i8", "3.0")
