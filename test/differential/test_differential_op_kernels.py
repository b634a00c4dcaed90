"""Every ov op with a reference kernel agrees with OpenVINO on a seeded random sample of it (see
op_kernels.py; `python test/differential/op_kernels.py --samples N` runs more). A failure
prints the sample."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.builtin import f32, i1, i32, i64

sys.path.insert(0, str(Path(__file__).parent))

from op_kernels import build, check, kernel_ops, reference_outputs, samples
from op_samples import EXCLUDED, SAMPLERS, Const, Sample

SAMPLES_PER_OP = 1  # the whole file in ~30 s; the script runs more


def test_every_kernel_is_sampled_or_excluded_with_a_reason():
    missing = [op for op in kernel_ops() if op not in SAMPLERS and not EXCLUDED.get(op)]
    assert not missing, f"no sampler and no reason: {missing}"


@pytest.mark.parametrize("op", sorted(SAMPLERS))
def test_kernel_agrees_with_openvino(op):
    for sample in samples(op, SAMPLES_PER_OP, seed=0):
        wrong = check(sample)
        assert not wrong, f"{sample.describe()}: {'; '.join(wrong)}"


def gather(batch_dims: int, axis: int = 1) -> Sample:
    data = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    indices = np.array([[0, 2, 1, 1, 0], [2, 2, 0, 1, -1]], np.int64)
    return Sample("ov.Gather.v8", [data, indices, Const(np.array(axis, np.int64))], {"batch_dims": batch_dims})


@pytest.mark.parametrize(("batch_dims", "axis"), [(1, 1), (-1, 1), (1, 2)])
def test_gather_with_batch_dims(batch_dims, axis):
    """The kernel refused batch_dims, and type inference read batch_dims -1 as rank(indices)
    rather than rank(indices) - 1 (the result type was [2, 4], OpenVINO's [2, 5, 4]). Axis 2
    past batch_dims 1: each batch's slice gathers on its own axis 1 (axis 1 alone could not
    tell `axis - batch_dims` from `axis ^ batch_dims`, a mutation-score survivor)."""
    assert not check(gather(batch_dims, axis))


def test_gather_nd_with_batch_dims():
    """Each batch's index tuples pick from its own slice; the result keeps the data dims past
    batch_dims + the tuple length (batch_dims 1 and tuples of 1 told `+` from `^` there, a
    mutation-score survivor)."""
    data = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    indices = np.array([[[2], [0]], [[1], [1]]], np.int64)
    assert not check(Sample("ov.GatherND.v8", [data, indices], {"batch_dims": 1}))


@pytest.mark.parametrize("b_dims", [(3,), (2, 3), (2, 2, 3)])
def test_matmul_transpose_b(b_dims):
    """transpose_b swaps a matrix's last two dims and is ignored for a vector (a
    mutation-score survivor: the kernel's transposing was never sampled with transpose_b). A
    batch of matrices swaps its last two dims, not dims 1 and -2 (which are the same axis in
    rank 3: a survivor of the sixth draw)."""
    a = np.arange(12, dtype=np.float32).reshape(4, 3) - 5
    b = np.arange(np.prod(b_dims), dtype=np.float32).reshape(b_dims) / 4 - 1
    assert not check(Sample("ov.MatMul.v0", [a, b], {"transpose_a": False, "transpose_b": True}))


def test_mvn_with_eps_inside_the_square_root():
    """eps_mode inside_sqrt divides by sqrt(variance + eps) (a mutation-score survivor: the one
    sample drew outside_sqrt)."""
    x = np.array([[1, 2, 4, 9], [-3, 0, 0, 5]], np.float32)
    properties = {"normalize_variance": True, "eps": 0.01, "eps_mode": "inside_sqrt"}
    assert not check(Sample("ov.MVN.v6", [x, Const(np.array([1], np.int64))], properties))


@pytest.mark.parametrize("lengths", [[-1, 2], [1, -1, 2]])
def test_variadic_split_infers_a_length_before_the_last(lengths):
    """-1 takes what the other lengths leave (4 of 6 rows beside a 2); before the last part it
    moves the split points after it (a mutation-score survivor: only an odd sum of the other
    lengths told `+ 1` from `^ 1`, and a -1 last never showed)."""
    x = np.arange(12, dtype=np.float32).reshape(6, 2)
    operands = [x, Const(np.array(0, np.int64)), Const(np.array(lengths, np.int64))]
    assert not check(Sample("ov.VariadicSplit.v1", operands))


@pytest.mark.parametrize("axis", [0, 1])
@pytest.mark.parametrize("ordered", [True, False], ids=["sorted", "unsorted"])
def test_unique_slices_along_an_axis(axis, ordered):
    """Along an axis the unique items are whole slices of several elements (a mutation-score
    survivor: the one sample drew the flattened form)."""
    data = np.array([[1, 2, 1], [3, 4, 3], [1, 2, 1]], np.float32)
    properties = {"sorted": ordered, "index_element_type": i64}
    assert not check(Sample("ov.Unique.v10", [data, Const(np.array(axis, np.int64))], properties))


@pytest.mark.parametrize("axes", [[1], [2, 3]], ids=["channels", "spatial"])
def test_lrn_divides_alpha_by_the_window_size(axes):
    """alpha is divided by size ** len(axes), the elements of the window; an alpha large enough
    for the divisor to show (a mutation-score survivor: the samples' alpha of at most 0.01
    hid it within tolerance)."""
    x = np.arange(24, dtype=np.float32).reshape(1, 4, 2, 3) / 8 - 1
    properties = {"alpha": 0.5, "beta": 0.75, "bias": 1.0, "size": 3}
    assert not check(Sample("ov.LRN.v0", [x, Const(np.array(axes, np.int64))], properties))


def test_gather_batch_dims_as_large_as_the_indices_rank():
    data = np.arange(48, dtype=np.float32).reshape(4, 3, 4)
    sample = Sample("ov.Gather.v8", [data, np.array([3, 0, 1, 2]), Const(np.array(2, np.int64))], {"batch_dims": 1})
    assert not check(sample)


def deformable_convolution_shifted(dx: float) -> Sample:
    """A 1x1 DeformableConvolution with bilinear_interpolation_pad whose every position is
    shifted dx along the columns."""
    data = np.arange(9, dtype=np.float32).reshape(1, 1, 3, 3) + 1
    offsets = np.zeros((1, 2, 3, 3), np.float32)
    offsets[:, 1] = dx
    filters = np.ones((1, 1, 1, 1), np.float32)
    properties = {
        "strides": [1, 1],
        "dilations": [1, 1],
        "pads_begin": [0, 0],
        "pads_end": [0, 0],
        "bilinear_interpolation_pad": True,
    }
    return Sample("ov.DeformableConvolution.v8", [data, offsets, filters], properties)


def test_deformable_convolution_reads_zeros_past_the_right_edge_with_pad():
    """With bilinear_interpolation_pad a position less than a pixel past the last column reads
    zeros for its corners outside (a mutation-score survivor: the corner's column index was
    clamped to the image only by accident of the samples)."""
    assert not check(deformable_convolution_shifted(0.5))


def test_deformable_convolution_reads_the_first_column_from_less_than_a_pixel_left_with_pad():
    """A position in (-1, 0) is not outside the image: half a pixel left of the first column
    reads half of it (a mutation-score survivor: `x <= 0` for `x <= -1` went unseen)."""
    assert not check(deformable_convolution_shifted(-0.5))


def test_gelu_of_the_erf_form():
    """approximation_mode ERF: 0.5 * x * (1 + erf(x / sqrt(2))) (a mutation-score survivor: the
    one sample drew TANH, and `1 + erf` as `1 * erf` went unseen)."""
    x = np.linspace(-4, 4, 17, dtype=np.float32).reshape(1, 17)
    assert not check(Sample("ov.Gelu.v7", [x], {"approximation_mode": "ERF"}))


def test_transposed_convolution_with_valid_padding():
    """auto_pad valid crops nothing, whatever the pads say (a mutation-score survivor: the
    samples draw explicit pads only)."""
    x = np.arange(18, dtype=np.float32).reshape(1, 2, 3, 3) / 8 - 1
    w = np.arange(24, dtype=np.float32).reshape(2, 3, 2, 2) / 12 - 1
    properties = {
        "strides": [2, 1],
        "dilations": [1, 1],
        "pads_begin": [1, 1],
        "pads_end": [1, 0],
        "output_padding": [0, 0],
        "auto_pad": "valid",
    }
    assert not check(Sample("ov.ConvolutionBackpropData.v1", [x, Const(w)], properties))


def test_interpolate_nearest_mode_simple_is_declared_not_modelled():
    """The kernel does not model nearest mode `simple` and says so: NotImplementedError, which
    ov-fold-constants takes silently as "leave it to the runtime" (a mutation-score survivor:
    with the check gone the kernel failed otherwise, and the fold warned)."""
    x = np.arange(4, dtype=np.float32).reshape(1, 1, 2, 2)
    properties = {
        "mode": "nearest",
        "shape_calculation_mode": "sizes",
        "coordinate_transformation_mode": "asymmetric",
        "nearest_mode": "simple",
        "antialias": False,
    }
    sizes, axes = Const(np.array([4, 4], np.int64)), Const(np.array([2, 3], np.int64))
    sample = Sample("ov.Interpolate.v11", [x, sizes, axes], properties)
    with pytest.raises(NotImplementedError, match="nearest mode simple"):
        reference_outputs(build(sample))


def test_pad_constant_with_a_value_and_a_crop():
    """Constant mode with a pad value, one axis cropped by a negative pad (the kernel's constant
    branch was never drawn)."""
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    begin, end = Const(np.array([-1, 2], np.int64)), Const(np.array([1, 0], np.int64))
    value = Const(np.array(1.5, np.float32))
    assert not check(Sample("ov.Pad.v12", [x, begin, end, value], {"pad_mode": "constant"}))


def test_gru_with_linear_before_reset_and_clip():
    """The reset gate applied after the recurrent product, and the candidate clipped (the one
    sample drew neither)."""
    rng = np.random.default_rng(1)
    x = rng.uniform(-2, 2, (1, 3, 2)).astype(np.float32)
    h = rng.uniform(-1, 1, (1, 1, 2)).astype(np.float32)
    w, r = (Const(rng.uniform(-1, 1, (1, 6, 2)).astype(np.float32)) for _ in range(2))
    b = Const(rng.uniform(-1, 1, (1, 8)).astype(np.float32))
    properties = {
        "hidden_size": 2,
        "direction": "forward",
        "activations": ["sigmoid", "tanh"],
        "linear_before_reset": True,
        "clip": 0.5,
    }
    sample = Sample("ov.GRUSequence.v5", [x, h, np.array([3], np.int32), w, r, b], properties, tolerance=4)
    assert not check(sample)


def test_stft_with_transposed_frames():
    """transpose_frames puts the bins before the frames (the one sample drew it false)."""
    signal = np.sin(np.arange(20, dtype=np.float32) / 3).reshape(2, 10)
    window = np.array([0.5, 1, 1, 0.5], np.float32)
    sizes = [Const(np.array(6, np.int64)), Const(np.array(2, np.int64))]
    sample = Sample("ov.STFT.v15", [signal, window, *sizes], {"transpose_frames": True}, tolerance=4)
    assert not check(sample)


def test_avg_pool_with_valid_padding_and_ceil_rounding():
    """auto_pad valid pads nothing whatever the pads say; ceil rounding adds a last window past
    the end (7 = 3 windows of 2 by stride 2, and the seventh value alone)."""
    x = np.arange(98, dtype=np.float32).reshape(1, 2, 7, 7) / 10
    properties = {
        "kernel": [2, 2],
        "strides": [2, 2],
        "pads_begin": [1, 1],
        "pads_end": [1, 1],
        "auto_pad": "valid",
        "rounding_type": "ceil",
        "exclude-pad": True,
    }
    assert not check(Sample("ov.AvgPool.v14", [x], properties))


def test_max_pool_indices_along_another_axis_are_declared_not_modelled():
    x = np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4)
    properties = {
        "kernel": [2, 2],
        "strides": [2, 2],
        "dilations": [1, 1],
        "pads_begin": [0, 0],
        "pads_end": [0, 0],
        "axis": 2,
    }
    with pytest.raises(NotImplementedError, match="MaxPool-8 indices from an axis other than 0"):
        reference_outputs(build(Sample("ov.MaxPool.v8", [x], properties)))


def test_mvn_without_variance_normalization_only_centres():
    x = np.array([[1, 2, 4, 9], [-3, 0, 0, 5]], np.float32)
    properties = {"normalize_variance": False, "eps": 0.01, "eps_mode": "inside_sqrt"}
    assert not check(Sample("ov.MVN.v6", [x, Const(np.array([1], np.int64))], properties))


def test_interpolate_of_integers_rounds_and_saturates():
    """Integer images are rounded and kept in range: cubic undershoots 0 next to the 10 and
    overshoots 255 (no value falls on a tie, where OpenVINO's float sums may round either way)."""
    x = np.array([[[[10, 255, 3, 240], [250, 1, 200, 7]]]], np.uint8)
    properties = {
        "mode": "cubic",
        "shape_calculation_mode": "sizes",
        "coordinate_transformation_mode": "half_pixel",
        "antialias": False,
    }
    sizes, axes = Const(np.array([7], np.int64)), Const(np.array([3], np.int64))
    assert not check(Sample("ov.Interpolate.v11", [x, sizes, axes], properties))


@pytest.mark.parametrize("dims", [(3, 4), (2, 3, 5)], ids=["two_axes", "three_axes"])
def test_irdft_signal_size_minus_one_is_the_default_length(dims):
    """A last signal size of -1 means the default 2 * (n - 1) points of the last axis (the
    IRDFT-9 spec); the CPU plugin compiles no -1, so the kernel's -1 is held to its own default,
    which OpenVINO checks. Three axes tell the last axis from the second (a mutation-score
    survivor)."""
    spectrum = np.arange(np.prod(dims) * 2, dtype=np.float32).reshape(*dims, 2) / 16 - 1
    axes = Const(np.arange(len(dims), dtype=np.int64))
    default = Sample("ov.IRDFT.v9", [spectrum, axes], tolerance=4)
    assert not check(default)
    minus_one = Sample("ov.IRDFT.v9", [spectrum, axes, Const(np.array([*dims[:-1], -1], np.int64))])
    (expected,) = reference_outputs(build(default))
    (ours,) = reference_outputs(build(minus_one))
    assert ours.shape == (*dims[:-1], 2 * (dims[-1] - 1))
    np.testing.assert_allclose(ours, expected, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize(
    ("sigma", "sort_descending"), [(0.5, False), (0.0, True)], ids=["soft_nms", "sorted_across_batches"]
)
def test_non_max_suppression_beyond_the_kernel_is_declared_not_modelled(sigma, sort_descending):
    sample = SAMPLERS["ov.NonMaxSuppression.v9"](np.random.default_rng(0), "ov.NonMaxSuppression.v9")
    sample.operands[-1] = Const(np.array(sigma, np.float32))
    sample.properties["sort_result_descending"] = sort_descending
    with pytest.raises(NotImplementedError, match="NonMaxSuppression kernel for soft-NMS or results sorted"):
        reference_outputs(build(sample))


@pytest.mark.parametrize(("mode", "aligned_mode"), [("max", "asymmetric"), ("avg", "half_pixel")])
def test_roi_align_beyond_the_kernel_is_declared_not_modelled(mode, aligned_mode):
    sample = SAMPLERS["ov.ROIAlign.v9"](np.random.default_rng(0), "ov.ROIAlign.v9")
    sample.properties.update(mode=mode, aligned_mode=aligned_mode)
    with pytest.raises(NotImplementedError, match="ROIAlign kernel for max pooling or aligned_mode half_pixel"):
        reference_outputs(build(sample))


# -- every attribute mode, negative axes, ranks 1 and 5, empty tensors --------------------------
# The one seeded sample per op draws one mode of each attribute; these check the others (the
# kernels fold constants in every mode a model may use).


def ramp(*dims: int, step: float = 0.5, start: float = -3.0) -> np.ndarray:
    """Distinct, evenly spaced floats of shape `dims` (no ties for an order to break)."""
    return (np.arange(int(np.prod(dims)), dtype=np.float64).reshape(dims) * step + start).astype(np.float32)


def wave(*dims: int) -> np.ndarray:
    """Floats in [-2, 2] of shape `dims` with no pattern a wrong index could reproduce."""
    return (2 * np.sin(1.7 * np.arange(int(np.prod(dims)), dtype=np.float64))).reshape(dims).astype(np.float32)


def i64s(values) -> Const:
    return Const(np.asarray(values, np.int64))


def scalar(value, dtype=np.int64) -> Const:
    return Const(np.array(value, dtype))


@pytest.mark.parametrize(
    ("dims", "order"), [((2, 3, 1, 2, 4), [4, 0, 3, 1, 2]), ((2, 3, 4), [])], ids=["rank_5", "empty_order_reverses"]
)
def test_transpose_of_rank_5_and_of_the_empty_order(dims, order):
    assert not check(Sample("ov.Transpose.v1", [ramp(*dims), i64s(order)]))


@pytest.mark.parametrize(("dims", "repeats"), [((2, 3), [2, 1, 3]), ((2, 3, 2), [3, 2])], ids=["more", "fewer"])
def test_tile_with_more_or_fewer_repeats_than_dims(dims, repeats):
    assert not check(Sample("ov.Tile.v0", [ramp(*dims), i64s(repeats)]))


@pytest.mark.parametrize(
    ("parts", "axis"),
    [([(2, 0, 3), (2, 2, 3)], -2), ([(2, 3, 1, 2, 4), (1, 3, 1, 2, 4)], -5)],
    ids=["an_empty_part", "rank_5"],
)
def test_concat_of_an_empty_part_and_of_rank_5(parts, axis):
    assert not check(Sample("ov.Concat.v0", [[ramp(*dims) for dims in parts]], {"axis": axis}))


def test_gather_with_negative_indices_along_a_negative_axis():
    indices = np.array([[-1, 0], [2, -3]], np.int32)
    assert not check(Sample("ov.Gather.v8", [ramp(3, 4), indices, scalar(-2)], {"batch_dims": 0}))


@pytest.mark.parametrize("mode", ["blocks_first", "depth_first"])
@pytest.mark.parametrize(
    ("op", "dims", "block"),
    [
        ("ov.DepthToSpace.v0", (1, 8, 2, 3), 2),
        ("ov.DepthToSpace.v0", (1, 16, 1, 2, 2), 2),
        ("ov.SpaceToDepth.v0", (2, 1, 6), 3),
        ("ov.SpaceToDepth.v0", (1, 2, 4, 6), 2),
    ],
    ids=["depth_to_space_2d", "depth_to_space_3d", "space_to_depth_1d", "space_to_depth_2d"],
)
def test_depth_and_space_in_each_mode(op, dims, block, mode):
    """Blocks of more than one element (the sampled ones drew a block of 1, which any order
    of the axes passes)."""
    assert not check(Sample(op, [ramp(*dims)], {"block_size": block, "mode": mode}))


def test_shuffle_channels_along_a_negative_axis():
    assert not check(Sample("ov.ShuffleChannels.v0", [ramp(2, 3, 4)], {"axis": -1, "group": 2}))


@pytest.mark.parametrize("mode", ["edge", "reflect", "symmetric"])
@pytest.mark.parametrize(
    ("dims", "begin", "end"), [((4,), [2], [3]), ((3, 4), [2, 1], [1, 3])], ids=["rank_1", "rank_2"]
)
def test_pad_in_each_mode(dims, begin, end, mode):
    assert not check(Sample("ov.Pad.v12", [ramp(*dims), i64s(begin), i64s(end), None], {"pad_mode": mode}))


@pytest.mark.parametrize(
    ("rows", "columns", "diagonal", "batch"), [(3, 4, -1, [2]), (4, 2, 1, None)], ids=["batched_below", "above"]
)
def test_eye_off_its_diagonal(rows, columns, diagonal, batch):
    operands = [scalar(rows), scalar(columns), scalar(diagonal), None if batch is None else i64s(batch)]
    assert not check(Sample("ov.Eye.v9", operands, {"output_type": f32}))


@pytest.mark.parametrize(
    ("bounds", "dtype", "output_type"),
    [((2.5, -1.0, -0.75), np.float32, f32), ((5, -4, -3), np.int32, i32)],
    ids=["float", "integer"],
)
def test_range_of_a_negative_step(bounds, dtype, output_type):
    operands = [scalar(v, dtype) for v in bounds]
    assert not check(Sample("ov.Range.v4", operands, {"output_type": output_type}))


@pytest.mark.parametrize(
    ("start", "stop", "step", "axes"),
    [([-1, 4], [-10, 0], [-2, -1], [0, -2]), ([1], [100], [2], [-1]), ([3], [3], [1], None)],
    ids=["negative_steps_and_axes", "past_the_end", "empty"],
)
def test_slice_with_negative_steps_and_axes(start, stop, step, axes):
    operands = [ramp(4, 5, 3), i64s(start), i64s(stop), i64s(step), None if axes is None else i64s(axes)]
    assert not check(Sample("ov.Slice.v8", operands))


@pytest.mark.parametrize(
    "masks",
    [{"new_axis_mask": [0, 1, 0]}, {"shrink_axis_mask": [1, 0, 0]}, {"ellipsis_mask": [0, 1, 0]}],
    ids=["new_axis", "shrink_axis", "ellipsis"],
)
def test_strided_slice_masks(masks):
    properties = {"begin_mask": [0, 0, 0], "end_mask": [0, 0, 0], "new_axis_mask": [], "shrink_axis_mask": []}
    properties |= {"ellipsis_mask": [], **masks}
    operands = [ramp(4, 5, 3), i64s([1, 0, 2]), i64s([3, 4, 0]), i64s([1, 2, -1])]
    assert not check(Sample("ov.StridedSlice.v1", operands, properties))


def test_strided_slice_begin_and_end_masks_with_negative_strides():
    properties = {"begin_mask": [1, 0], "end_mask": [0, 1], "new_axis_mask": [], "shrink_axis_mask": []}
    operands = [ramp(4, 5, 3), i64s([2, -1]), i64s([0, 0]), i64s([-1, -2])]
    assert not check(Sample("ov.StridedSlice.v1", operands, properties | {"ellipsis_mask": []}))


def test_splits_along_a_negative_axis():
    """Split in three, and VariadicSplit with an empty part and one of the rest (-1)."""
    x = ramp(4, 5, 3)
    assert not check(Sample("ov.Split.v1", [x, scalar(-1)], {"num_splits": 3}))
    assert not check(Sample("ov.VariadicSplit.v1", [x, scalar(-2), i64s([2, 0, -1])]))


def test_gather_elements_with_negative_indices_along_a_negative_axis():
    indices = np.array([[[0, 2], [-1, 1]], [[2, -3], [1, 1]]], np.int64)
    assert not check(Sample("ov.GatherElements.v6", [ramp(2, 2, 3), indices], {"axis": -1}))


@pytest.mark.parametrize("use_init_val", [True, False])
@pytest.mark.parametrize("reduction", ["none", "sum", "prod", "min", "max", "mean"])
def test_scatter_elements_update_in_each_reduction(reduction, use_init_val):
    """Repeated indices for the reductions (distinct ones for `none`, whose order of writes is
    unspecified), along a negative axis."""
    if reduction == "none":
        indices = np.array([[0, 2, 1, 1], [2, 0, 0, 2]], np.int64)
    else:
        indices = np.array([[0, 2, 0, 1], [0, 0, 2, 1]], np.int64)
    operands = [ramp(3, 4), indices, ramp(2, 4, step=0.25, start=0.5), scalar(-2)]
    properties = {"reduction": reduction, "use_init_val": use_init_val}
    assert not check(Sample("ov.ScatterElementsUpdate.v12", operands, properties))


@pytest.mark.parametrize("reduction", ["none", "sum", "sub", "prod", "min", "max"])
def test_scatter_nd_update_in_each_reduction(reduction):
    indices = np.array([[2], [0]] if reduction == "none" else [[2], [0], [2]], np.int64)
    updates = ramp(len(indices), 2, step=0.75, start=0.5)
    assert not check(Sample("ov.ScatterNDUpdate.v15", [ramp(3, 2), indices, updates], {"reduction": reduction}))


@pytest.mark.parametrize("axis", [-1, 1])
@pytest.mark.parametrize("mode", ["ignore_negative", "normalize"])
def test_one_hot_in_each_negative_indices_mode(mode, axis):
    indices = np.array([[0, -1, 3], [2, -4, 5]], np.int32)
    values = [scalar(4), scalar(2.5, np.float32), scalar(-1.0, np.float32)]
    properties = {"axis": axis, "negative_indices_mode": mode}
    assert not check(Sample("ov.OneHot.v16", [indices, *values], properties))


@pytest.mark.parametrize(
    ("axis", "k", "mode", "sort", "stable"),
    [
        (-1, 3, "max", "value", False),
        (-1, 3, "min", "value", False),
        (-1, 3, "min", "index", False),
        (0, 1, "min", "value", True),
    ],
    ids=["max_by_value", "min_by_value", "min_by_index", "stable_min_on_axis_0"],
)
def test_top_k_in_each_mode_and_order(axis, k, mode, sort, stable):
    x = np.array([[3, 1, 4, 1.5, 5], [9, 2, 6, 5.5, 3.5]], np.float32)
    properties = {"axis": axis, "mode": mode, "sort": sort, "index_element_type": i32, "stable": stable}
    assert not check(Sample("ov.TopK.v11", [x, scalar(k)], properties))


@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("exclusive", [False, True])
def test_cumsum_in_each_direction(exclusive, reverse):
    properties = {"exclusive": exclusive, "reverse": reverse}
    assert not check(Sample("ov.CumSum.v0", [ramp(2, 4), scalar(-1)], properties))


@pytest.mark.parametrize(
    ("dims", "lengths", "batch_axis", "seq_axis"),
    [((2, 4, 3), np.array([3, 1], np.int64), 0, -2), ((4, 3), np.array([4, 2, 1], np.int32), -1, 0)],
    ids=["negative_seq_axis", "negative_batch_axis"],
)
def test_reverse_sequence_along_negative_axes(dims, lengths, batch_axis, seq_axis):
    properties = {"batch_axis": batch_axis, "seq_axis": seq_axis}
    assert not check(Sample("ov.ReverseSequence.v0", [ramp(*dims), lengths], properties))


@pytest.mark.parametrize(
    ("a_dims", "b_dims", "transpose_a", "transpose_b"),
    [((3,), (2, 3, 2), True, False), ((1, 4, 3), (2, 5, 4), True, True)],
    ids=["a_vector", "broadcast_batches"],
)
def test_matmul_transpose_a(a_dims, b_dims, transpose_a, transpose_b):
    """transpose_a is ignored for a vector, and swaps a batch's last two dims."""
    a, b = ramp(*a_dims, step=0.1), ramp(*b_dims, step=0.1, start=-1)
    assert not check(Sample("ov.MatMul.v0", [a, b], {"transpose_a": transpose_a, "transpose_b": transpose_b}))


@pytest.mark.parametrize(
    "op",
    ["ov.ReduceSum.v1", "ov.ReduceMean.v1", "ov.ReduceMax.v1", "ov.ReduceMin.v1", "ov.ReduceProd.v1"]
    + ["ov.ReduceL1.v4", "ov.ReduceL2.v4"],
)
def test_reduction_of_rank_5_along_negative_axes(op):
    """Negative axes, given out of order, with and without the reduced dims kept."""
    x = ramp(2, 3, 1, 2, 4, step=0.125, start=-1.5)
    assert not check(Sample(op, [x, i64s([-1, 1])], {"keep_dims": True}))
    assert not check(Sample(op, [x, i64s([4, -5, 2])], {"keep_dims": False}))


@pytest.mark.parametrize(
    ("op", "properties"),
    [
        ("ov.Softmax.v8", {"axis": -4}),
        ("ov.LogSoftmax.v5", {"axis": -1}),
        ("ov.MVN.v6", {"normalize_variance": True, "eps": 1e-3, "eps_mode": "inside_sqrt"}),
    ],
    ids=["softmax", "log_softmax", "mvn"],
)
def test_normalization_of_rank_5_along_negative_axes(op, properties):
    x = wave(2, 3, 1, 2, 4)
    operands = [x, i64s([-1, -2])] if op == "ov.MVN.v6" else [x]
    assert not check(Sample(op, operands, properties))


@pytest.mark.parametrize(
    ("positive", "negative"), [(True, False), (False, True), (False, False)], ids=["positive", "negative", "neither"]
)
def test_is_inf_of_each_flag(positive, negative):
    x = np.array([np.inf, -np.inf, 0, np.nan, 1], np.float32)
    properties = {"detect_positive": positive, "detect_negative": negative}
    assert not check(Sample("ov.IsInf.v10", [x], properties))


@pytest.mark.parametrize("destination", [i32, i64, i1], ids=["i32", "i64", "boolean"])
def test_convert_of_fractions_of_both_signs(destination):
    """Truncation toward zero, and zero alone false (the one sample converted booleans)."""
    x = np.array([-2.7, -0.5, 0, 0.5, 2.9, 100.2], np.float32)
    assert not check(Sample("ov.Convert.v0", [x], {"destination_type": destination}))


def test_fake_quantize_of_more_than_two_levels():
    """Steps of (high - low) / (levels - 1): with the one sample's 2 levels, a divisor of 1 hid
    a power for the division."""
    bounds = [scalar(v, np.float32) for v in (-1.2, 1.1, -3, 5)]
    assert not check(Sample("ov.FakeQuantize.v0", [wave(2, 3, 4), *bounds], {"levels": 5}))


@pytest.mark.parametrize(
    ("op", "operands", "properties"),
    [
        ("ov.Add.v1", [np.zeros((2, 0, 3), np.float32), ramp(1, 1, 3)], {}),
        ("ov.Relu.v0", [np.zeros((2, 0, 3), np.float32)], {}),
        ("ov.ReduceSum.v1", [np.zeros((2, 0, 3), np.float32), i64s([1])], {"keep_dims": False}),
        ("ov.ReduceMax.v1", [np.zeros((2, 0, 3), np.float32), i64s([2])], {"keep_dims": True}),
        ("ov.Transpose.v1", [np.zeros((2, 0, 3), np.float32), i64s([2, 0, 1])], {}),
    ],
    ids=["add", "relu", "sum_over_the_empty_axis", "max_along_another", "transpose"],
)
def test_kernels_of_empty_tensors(op, operands, properties):
    assert not check(Sample(op, operands, properties))


INTERPOLATIONS = [
    ("nearest", "half_pixel", "round_prefer_floor"),
    ("nearest", "pytorch_half_pixel", "round_prefer_ceil"),
    ("nearest", "asymmetric", "floor"),
    ("nearest", "tf_half_pixel_for_nn", "ceil"),
    ("nearest", "align_corners", "round_prefer_floor"),
    ("linear_onnx", "asymmetric", "floor"),
    ("linear_onnx", "align_corners", "floor"),
    ("cubic", "pytorch_half_pixel", "floor"),
    ("cubic", "align_corners", "floor"),
]


@pytest.mark.parametrize(("mode", "transform", "nearest_mode"), INTERPOLATIONS, ids="-".join)
def test_interpolate_in_each_mode_and_coordinate_transformation(mode, transform, nearest_mode):
    """Up along one axis and down along the other; each nearest mode once (the one sample drew
    linear_onnx with half_pixel)."""
    properties = {
        "mode": mode,
        "shape_calculation_mode": "sizes",
        "coordinate_transformation_mode": transform,
        "nearest_mode": nearest_mode,
        "antialias": False,
    }
    operands = [wave(1, 2, 4, 5), i64s([7, 3]), i64s([2, 3])]
    assert not check(Sample("ov.Interpolate.v11", operands, properties))


GRID_SAMPLES = [
    ("bilinear", "zeros", False),
    ("bilinear", "border", True),
    ("bilinear", "reflection", False),
    ("bicubic", "zeros", True),
    ("bicubic", "reflection", False),
    ("nearest", "zeros", False),
    ("nearest", "border", False),
    ("nearest", "reflection", True),
]


@pytest.mark.parametrize(("mode", "padding", "align_corners"), GRID_SAMPLES, ids=lambda v: str(v))
def test_grid_sample_in_each_mode_and_padding(mode, padding, align_corners):
    """Grid points inside and past the edges (bicubic with border padding: docs/robustness.md)."""
    grid = np.linspace(-1.3, 1.3, 3 * 4 * 2, dtype=np.float32).reshape(1, 3, 4, 2)
    properties = {"align_corners": align_corners, "mode": mode, "padding_mode": padding}
    assert not check(Sample("ov.GridSample.v9", [wave(1, 2, 3, 4), grid], properties))


@pytest.mark.parametrize("direction", ["reverse", "bidirectional"])
@pytest.mark.parametrize("op", ["ov.RNNSequence.v5", "ov.GRUSequence.v5", "ov.LSTMSequence.v5"])
def test_recurrent_sequence_in_each_direction(op, direction):
    """Backwards over each sequence's own length (the one sample ran forward)."""
    rng = np.random.default_rng(3)
    gates = {"ov.RNNSequence.v5": 1, "ov.GRUSequence.v5": 3, "ov.LSTMSequence.v5": 4}[op]
    directions, batch, steps, inputs, hidden = 1 + (direction == "bidirectional"), 2, 3, 2, 2
    states = [rng.uniform(-1, 1, (batch, directions, hidden)).astype(np.float32) for _ in range(1 + (gates == 4))]
    weights = [(directions, gates * hidden, inputs), (directions, gates * hidden, hidden), (directions, gates * hidden)]
    weights = [Const(rng.uniform(-1, 1, dims).astype(np.float32)) for dims in weights]
    activations = {1: ["tanh"], 3: ["sigmoid", "tanh"], 4: ["sigmoid", "tanh", "tanh"]}[gates]
    properties = {"hidden_size": hidden, "direction": direction, "activations": activations}
    if op == "ov.GRUSequence.v5":
        properties["linear_before_reset"] = False
    x = rng.uniform(-2, 2, (batch, steps, inputs)).astype(np.float32)
    operands = [x, *states, np.array([3, 2], np.int32), *weights]
    assert not check(Sample(op, operands, properties, tolerance=4))


@pytest.mark.parametrize("auto_pad", ["valid", "same_upper", "same_lower"])
def test_convolution_and_pooling_in_each_auto_pad(auto_pad):
    """The pads the auto_pad mode computes, not the explicit ones given beside it."""
    window = {"strides": [2, 1], "pads_begin": [1, 0], "pads_end": [0, 1], "auto_pad": auto_pad}
    x = wave(1, 2, 5, 6)
    convolution = Sample("ov.Convolution.v1", [x, Const(wave(3, 2, 2, 3) / 2)], window | {"dilations": [1, 2]})
    average = {"kernel": [3, 2], "rounding_type": "ceil", "exclude-pad": True}
    maximum = {"kernel": [3, 2], "rounding_type": "floor", "dilations": [1, 1], "index_element_type": i64, "axis": 0}
    assert not check(convolution)
    assert not check(Sample("ov.AvgPool.v14", [x], window | average))
    assert not check(Sample("ov.MaxPool.v8", [x], window | maximum))


@pytest.mark.parametrize(
    ("op", "axes", "sizes"),
    [
        ("ov.DFT.v7", [-2], None),
        ("ov.DFT.v7", [1, 0], [-1, 5]),
        ("ov.IDFT.v7", [0, 1], [2, 6]),
        ("ov.IDFT.v7", [-1], [3]),
    ],
    ids=["dft_negative_axis", "dft_axes_out_of_order", "idft_trimmed_and_padded", "idft_negative_axis"],
)
def test_complex_transform_along_negative_or_reordered_axes(op, axes, sizes):
    operands = [wave(3, 4, 2), i64s(axes), None if sizes is None else i64s(sizes)]
    assert not check(Sample(op, operands, tolerance=4))


def test_real_transforms_along_negative_or_reordered_axes():
    assert not check(Sample("ov.RDFT.v9", [wave(4, 6), i64s([-1]), None], tolerance=4))
    assert not check(Sample("ov.RDFT.v9", [wave(4, 6), i64s([1, 0]), i64s([5, 3])], tolerance=4))
    assert not check(Sample("ov.IRDFT.v9", [wave(4, 3, 2), i64s([-1]), None], tolerance=4))


def test_stft_of_a_signal_of_rank_1():
    window = np.array([0.5, 1, 0.5], np.float32)
    operands = [wave(13), window, scalar(4), scalar(3)]
    assert not check(Sample("ov.STFT.v15", operands, {"transpose_frames": False}, tolerance=4))


def test_non_max_suppression_of_corner_boxes():
    """Boxes by their corners (the one sample drew centres), two classes over one batch."""
    boxes = np.array([[[0, 0, 2, 2], [0.5, 0.5, 2.5, 2.5], [3, 3, 4, 5], [0, 0, 2.1, 2]]], np.float32)
    scores = np.array([[[0.9, 0.8, 0.3, 0.85], [0.1, 0.7, 0.6, 0.65]]], np.float32)
    thresholds = [scalar(3), scalar(0.4, np.float32), scalar(0.2, np.float32), scalar(0.0, np.float32)]
    properties = {"box_encoding": "corner", "sort_result_descending": False, "output_type": i64}
    assert not check(Sample("ov.NonMaxSuppression.v9", [boxes, scores, *thresholds], properties))


def test_col2im_of_an_unbatched_input():
    properties = {"strides": [1, 1], "dilations": [1, 1], "pads_begin": [0, 0], "pads_end": [0, 0]}
    assert not check(Sample("ov.Col2Im.v15", [wave(4, 6), i64s([3, 4]), i64s([2, 2])], properties))


def test_squeeze_of_no_axes_removes_every_dim_of_one():
    """An empty axes tensor removes every dim of size 1 (the Squeeze-1 spec; type inference,
    which the kernel follows, had kept them all)."""
    assert not check(Sample("ov.Squeeze.v0", [ramp(1, 3, 1), i64s([])]))


def test_reduction_along_no_axes_is_the_identity():
    """keep_dims only: without it the CPU plugin refuses an empty axes tensor."""
    assert not check(Sample("ov.ReduceSum.v1", [ramp(2, 3), i64s([])], {"keep_dims": True}))


def test_slice_start_before_the_first_element_with_a_negative_step_clamps_to_it():
    """OpenVINO (and ONNX) clamp such a start to the first element, which the step then picks;
    Python's slice, which the kernel and type inference followed, picks nothing (found by a run
    of 20 samples per op: the sampler draws starts down to -size - 1)."""
    operands = [ramp(5, 4), i64s([-6, -9]), i64s([-100, 0]), i64s([-1, -1]), i64s([0, 1])]
    assert not check(Sample("ov.Slice.v8", operands))


def test_strided_slice_start_before_the_first_element_with_a_negative_stride_clamps_to_it():
    """As Slice's, on the dim the entry addresses past an ellipsis (dim 2 of 4 elements, not
    dim 0 of 8)."""
    properties = {"begin_mask": [1, 0, 0], "end_mask": [1, 0, 0], "new_axis_mask": [], "shrink_axis_mask": []}
    properties |= {"ellipsis_mask": [0, 1, 0]}
    operands = [ramp(8, 3, 4), i64s([0, 0, -6]), i64s([0, 0, -10]), i64s([1, 1, -1])]
    assert not check(Sample("ov.StridedSlice.v1", operands, properties))


def test_cubic_interpolate_to_one_element_under_pytorch_half_pixel():
    """One output element samples the first input element (the kernel took ONNX's reference's
    -0.5, a blend of four taps; found by a run of 20 samples per op)."""
    properties = {
        "mode": "cubic",
        "shape_calculation_mode": "sizes",
        "coordinate_transformation_mode": "pytorch_half_pixel",
        "antialias": False,
    }
    operands = [wave(1, 2, 3, 4), i64s([1, 6]), i64s([2, 3])]
    assert not check(Sample("ov.Interpolate.v11", operands, properties))
