"""Every ov op with a reference kernel agrees with OpenVINO on a seeded random sample of it (see
op_kernels.py; `python test/differential/op_kernels.py --samples N` runs more). A failure
prints the sample."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.builtin import i64

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
