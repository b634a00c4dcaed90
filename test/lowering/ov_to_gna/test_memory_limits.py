"""The memory rules of GNA's limits (limits/memory.py) on the shapes the plugin refuses: unknown
dims, a transpose or concat of an affine's interleaved output, crops of the wrong rank or width."""

from __future__ import annotations

import numpy as np
from test_limits import GNA30, const, inputs, why_not_on_gna  # the limits' tests' ops, and their entry point
from xdsl.dialects.builtin import i64

from ovopt.dialects import ov
from ovopt.lowering.ov_to_gna.limits.memory import buffer_limit, concat_limit, slice_limit, split_limit


def affine(rows: int, columns: int) -> ov.MatMulV0Op:
    """A MatMul GNA runs as one affine: its output is stored frames-as-columns."""
    (x,) = inputs([rows, 16])
    return ov.MatMulV0Op(x, const(np.zeros((16, columns))))


def test_unknown_dims_are_refused_by_every_memory_rule():
    (x,) = inputs([None, 16])
    (order,) = inputs([2], element=i64)
    assert why_not_on_gna(ov.TransposeV1Op(x, order), GNA30) == (
        "a transpose needs a static shape and a constant order on GNA 3.0"
    )
    relu = ov.ReluV0Op(x).output
    assert concat_limit(ov.ConcatV0Op([relu, relu], axis=1), GNA30) == "a concat needs a static shape"
    assert split_limit(ov.SplitV1Op(relu, const(1, np.int64), num_splits=2), GNA30) == (
        "a split needs static output shapes"
    )
    assert buffer_limit(ov.AddV1Op(relu, relu), GNA30) == "an element-wise op needs a static shape"
    (y,) = inputs([1, 64])
    (start,) = inputs([1], element=i64)
    runtime_start = ov.SliceV8Op(y, start, const([32], np.int64), const([1], np.int64), const([1], np.int64))
    assert slice_limit(runtime_start, GNA30) == "a slice needs a static shape and constant bounds"


def test_transpose_of_an_affine_output_is_its_interleaved_layout():
    """4x12 by [1, 0]: the larger dim is no multiple of 8, so no transpose layer takes it, but an
    affine of 4 frames writes it so."""
    matmul = affine(4, 12)
    assert why_not_on_gna(ov.TransposeV1Op(matmul.output, const([1, 0], np.int64)), GNA30) is None
    (x,) = inputs([4, 12])
    assert why_not_on_gna(ov.TransposeV1Op(x, const([1, 0], np.int64)), GNA30) is not None
    used_twice = affine(4, 12)
    ov.ReluV0Op(used_twice.output)
    assert why_not_on_gna(ov.TransposeV1Op(used_twice.output, const([1, 0], np.int64)), GNA30) is not None


def test_interleaved_transpose_only_of_a_2d_affine_gna_runs():
    """The empty order reverses the axes: of a 2-D affine output it is the interleaved layout too;
    not of a 3-D output, nor of a MatMul over the affine batch (it does not run as one affine)."""
    empty = const(np.zeros(0), np.int64)
    assert why_not_on_gna(ov.TransposeV1Op(affine(4, 12).output, empty), GNA30) is None
    (x,) = inputs([1, 4, 16])
    three_d = ov.MatMulV0Op(x, const(np.zeros((16, 12))))
    assert why_not_on_gna(ov.TransposeV1Op(three_d.output, empty), GNA30) == (
        "2-D transpose of 4x12: the larger dim 12 is not a multiple of 8 up to 65528 on GNA 3.0"
    )
    assert why_not_on_gna(ov.TransposeV1Op(affine(9, 12).output, const([1, 0], np.int64)), GNA30) == (
        "2-D transpose of 9x12: both dims exceed 8 on GNA 3.0"
    )


def test_concat_of_interleaved_outputs_joins_their_features():
    """An interleaved 4x8 output is stored as 8 rows of 4 frames: joining features (axis 1) appends
    rows, joining frames (axis 0) would interleave them."""
    a, b = affine(4, 8), affine(4, 8)
    assert concat_limit(ov.ConcatV0Op([a.output, b.output], axis=1), GNA30) is None
    assert concat_limit(ov.ConcatV0Op([a.output, b.output], axis=-1), GNA30) is None
    assert concat_limit(ov.ConcatV0Op([a.output, b.output], axis=0), GNA30) == (
        "concat axis 0 of interleaved 8x8 is not its first dim over 1"
    )


def test_concat_of_interleaved_rank_3_outputs_rotates_its_shape_left():
    """4x1x8 is interleaved too: rotated left, 1x8x4 (joined: 1x16x4), its first dim over 1 is the
    features, axis 2."""
    a, b = (ov.MatMulV0Op(x, const(np.zeros((16, 8)))) for x in inputs([4, 1, 16], [4, 1, 16]))
    assert concat_limit(ov.ConcatV0Op([a.output, b.output], axis=2), GNA30) is None
    assert concat_limit(ov.ConcatV0Op([a.output, b.output], axis=0), GNA30) == (
        "concat axis 0 of interleaved 8x1x8 is not its first dim over 1"
    )
    # joined on the unit axis, the result 4x2x8 rotates to 2x8x4: axis 1 is then its first dim over 1
    assert concat_limit(ov.ConcatV0Op([a.output, b.output], axis=1), GNA30) is None


def test_crop_ranks_and_axes():
    """ConvertStridedSliceToCrop: data of rank 2..5, at most 4 cropped axes."""
    (x,) = inputs([64])
    flat = ov.SliceV8Op(x, const([0], np.int64), const([32], np.int64), const([1], np.int64), const([0], np.int64))
    assert why_not_on_gna(flat, GNA30) == "a crop takes rank 2..5, not 1 on GNA 3.0"
    (y,) = inputs([2, 2, 2, 2, 2])
    ones, axes = const([1] * 5, np.int64), const(range(5), np.int64)
    five = ov.SliceV8Op(y, const([0] * 5, np.int64), ones, ones, axes)
    assert why_not_on_gna(five, GNA30) == "slice crops 5 axes, more than 4 on GNA 3.0"
    four = ov.SliceV8Op(
        y, const([0] * 4, np.int64), const([1] * 4, np.int64), const([1] * 4, np.int64), const(range(4), np.int64)
    )
    assert why_not_on_gna(four, GNA30) is None
    (z,) = inputs([2] * 6)
    six = ov.SliceV8Op(z, const([0], np.int64), const([1], np.int64), const([1], np.int64), const([0], np.int64))
    assert why_not_on_gna(six, GNA30) == "a crop takes rank 2..5, not 6 on GNA 3.0"
    (w,) = inputs([4, 64])
    rows = ov.SliceV8Op(w, const([0], np.int64), const([2], np.int64), const([1], np.int64), const([0], np.int64))
    assert why_not_on_gna(rows, GNA30) is None
