"""Result types of ov ops whose inputs have an unknown rank or length (as OpenVINO IR's `...`
shapes give), against OpenVINO's shape inference of the same nodes. The ov dialect's lit files
cannot hold these: their operands are ranked."""

import numpy as np
import openvino.opset15 as opset
import pytest
from openvino import PartialShape
from paired_parameters import arguments
from xdsl.dialects.builtin import f32, i1, i64
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects import ov
from ovopt.support.shapes import shape_of


def openvino_dims(shape: PartialShape) -> list[int | None] | None:
    """OpenVINO's shape as ovopt writes one: a dim with bounds but no single value is unknown."""
    if shape.rank.is_dynamic:
        return None
    return [d.get_length() if d.is_static else None for d in shape]


def assert_same_shapes(op, node) -> None:
    ours = [shape_of(result.type) for result in op.results]
    assert ours == [openvino_dims(node.get_output_partial_shape(i)) for i in range(node.get_output_size())]


def constant(value):
    return ov.ConstantV0Op.from_numpy(np.array(value, np.int64)).results[0]


UNKNOWN = None  # a shape of unknown rank
GRID_SAMPLE_DEFAULTS = {"align_corners": False, "mode": "bilinear", "padding_mode": "zeros"}
CASES = {
    # StridedSlice: bounds of unknown length, and data of unknown rank
    "strided_slice_bounds": (
        [(f32, [4, 4]), (i64, [None]), (i64, [None]), (i64, [None])],
        lambda v: ov.StridedSliceV1Op(*v, begin_mask=[], end_mask=[]),
        lambda p: opset.strided_slice(*p, [], []),
    ),
    "strided_slice_data": (
        [(f32, UNKNOWN), (i64, [1]), (i64, [1]), (i64, [1])],
        lambda v: ov.StridedSliceV1Op(*v, begin_mask=[0], end_mask=[0]),
        lambda p: opset.strided_slice(*p, [0], [0]),
    ),
    "gather_nd_tuple_length": (
        [(f32, [2, 3]), (i64, [5, None])],
        lambda v: ov.GatherNDV8Op(*v),
        lambda p: opset.gather_nd(*p),
    ),
    "one_hot_indices": (
        [(i64, UNKNOWN), (i64, []), (f32, []), (f32, [])],
        lambda v: ov.OneHotV16Op(*v, axis=-1),
        lambda p: opset.one_hot(*p, -1),
    ),
    # a depth of unknown rank may hold one value: accepted, its value leaves the new axis open
    "one_hot_depth": (
        [(i64, [2]), (i64, UNKNOWN), (f32, []), (f32, [])],
        lambda v: ov.OneHotV16Op(*v, axis=-1),
        lambda p: opset.one_hot(*p, -1),
    ),
    "eye_batch_length": (
        [(i64, []), (i64, []), (i64, []), (i64, [None])],
        lambda v: ov.EyeV9Op(*v, output_type=f32),
        lambda p: opset.eye(p[0], p[1], p[2], "f32", p[3]),
    ),
    "tile_data": ([(f32, UNKNOWN), (i64, [2])], lambda v: ov.TileV0Op(*v), lambda p: opset.tile(*p)),
    # repeats of unknown rank: as many dims as its unknown length
    "tile_repeats": ([(f32, [2, 3]), (i64, UNKNOWN)], lambda v: ov.TileV0Op(*v), lambda p: opset.tile(*p)),
    "pad_data": (
        [(f32, UNKNOWN), (i64, [2]), (i64, [2])],
        lambda v: ov.PadV12Op(*v),
        lambda p: opset.pad(*p, "constant"),
    ),
    "depth_to_space_data": (
        [(f32, UNKNOWN)],
        lambda v: ov.DepthToSpaceV0Op(*v, mode="blocks_first", block_size=2),
        lambda p: opset.depth_to_space(*p, "blocks_first", 2),
    ),
    "interpolate_image": (
        [(f32, UNKNOWN), (f32, [2])],
        lambda v: ov.InterpolateV11Op(*v, mode="nearest", shape_calculation_mode="scales"),
        lambda p: opset.interpolate(*p, "nearest", "scales"),
    ),
    # axes known at run time: any dim may be resized
    "interpolate_axes": (
        [(f32, [1, 3, 4, 4]), (f32, [2]), (i64, [2])],
        lambda v: ov.InterpolateV11Op(*v, mode="nearest", shape_calculation_mode="scales"),
        lambda p: opset.interpolate(p[0], p[1], "nearest", "scales", axes=p[2]),
    ),
    "reduce_data": (
        [(f32, UNKNOWN), (i64, [1])],
        lambda v: ov.ReduceSumV1Op(*v),
        lambda p: opset.reduce_sum(*p, False),
    ),
    # as many axes as known at run time: the rank is open unless the dims are kept
    "reduce_axes_count": (
        [(f32, [2, 3, 4]), (i64, [None])],
        lambda v: ov.ReduceSumV1Op(*v),
        lambda p: opset.reduce_sum(*p, False),
    ),
    "reduce_axes_count_keep_dims": (
        [(f32, [2, 3, 4]), (i64, [None])],
        lambda v: ov.ReduceSumV1Op(*v, keep_dims=True),
        lambda p: opset.reduce_sum(*p, True),
    ),
    "col2im_data": (
        [(f32, UNKNOWN), (i64, [2]), (i64, [2])],
        lambda v: ov.Col2ImV15Op(*v),
        lambda p: opset.col2im(*p),
    ),
    "rdft_data": ([(f32, UNKNOWN), (i64, [1])], lambda v: ov.RDFTV9Op(*v), lambda p: opset.rdft(*p)),
    "irdft_data": ([(f32, UNKNOWN), (i64, [1])], lambda v: ov.IRDFTV9Op(*v), lambda p: opset.irdft(*p)),
    "stft_signal": (
        [(f32, UNKNOWN), (f32, [4]), (i64, []), (i64, [])],
        lambda v: ov.STFTV15Op(*v, transpose_frames=False),
        lambda p: opset.stft(*p, False),
    ),
    # an input of unknown rank under '...' leaves the output's rank open; without '...' its labels
    # still give the rank
    "einsum_ellipsis": (
        [(f32, UNKNOWN), (f32, [3, 4])],
        lambda v: ov.EinsumV7Op(v, equation="...ij,jk->...ik"),
        lambda p: opset.einsum(p, "...ij,jk->...ik"),
    ),
    "einsum_letters": (
        [(f32, UNKNOWN), (f32, [3, 4])],
        lambda v: ov.EinsumV7Op(v, equation="ij,jk->ik"),
        lambda p: opset.einsum(p, "ij,jk->ik"),
    ),
    # a label's dim is known if any input knows it, whichever comes first
    "einsum_label_known_first": (
        [(f32, [2, 3]), (f32, [None, 5])],
        lambda v: ov.EinsumV7Op(v, equation="ij,jk->ijk"),
        lambda p: opset.einsum(p, "ij,jk->ijk"),
    ),
    "einsum_label_known_second": (
        [(f32, [2, None]), (f32, [3, 5])],
        lambda v: ov.EinsumV7Op(v, equation="ij,jk->ijk"),
        lambda p: opset.einsum(p, "ij,jk->ijk"),
    ),
    # '...' of two inputs broadcast together, between letters
    "einsum_broadcast_middle": (
        [(f32, [2, 1, 4, 3]), (f32, [6, 1, 3])],
        lambda v: ov.EinsumV7Op(v, equation="a...b,...b->a...b"),
        lambda p: opset.einsum(p, "a...b,...b->a...b"),
    ),
    # GridSample: the batch of whichever input knows it, the grid's positions unless its rank is unknown
    "grid_sample_grid": (
        [(f32, [2, 3, 4, 5]), (f32, UNKNOWN)],
        lambda v: ov.GridSampleV9Op(*v),
        lambda p: opset.grid_sample(*p, GRID_SAMPLE_DEFAULTS),
    ),
    "grid_sample_batch_of_the_grid": (
        [(f32, [None, 3, 4, 5]), (f32, [2, 6, 7, 2])],
        lambda v: ov.GridSampleV9Op(*v),
        lambda p: opset.grid_sample(*p, GRID_SAMPLE_DEFAULTS),
    ),
    # pdpd: the right-hand side broadcasts onto the left (axis 0 here), which gives the shape
    "add_pdpd": (
        [(f32, [2, 3, 4]), (f32, [2, 3])],
        lambda v: ov.AddV1Op(*v, auto_broadcast="pdpd"),
        lambda p: opset.add(*p, auto_broadcast="pdpd"),
    ),
    "select_pdpd": (
        [(i1, [2, 3]), (f32, [2, 3, 4]), (f32, [2])],
        lambda v: ov.SelectV1Op(*v, auto_broadcast="pdpd"),
        lambda p: opset.select(*p, auto_broadcast="pdpd"),
    ),
    # an axis of data of unknown rank cannot be checked: accepted, as OpenVINO accepts it
    "softmax_data": (
        [(f32, UNKNOWN)],
        lambda v: ov.SoftmaxV8Op(*v, axis=-3),
        lambda p: opset.softmax(*p, -3),
    ),
    "log_softmax_data": (
        [(f32, UNKNOWN)],
        lambda v: ov.LogSoftmaxV5Op(*v, axis=5),
        lambda p: opset.log_softmax(*p, 5),
    ),
}


@pytest.mark.parametrize("case", CASES)
def test_result_shape_is_openvinos(case):
    types, build, node = CASES[case]
    values, parameters = arguments(*types)
    assert_same_shapes(build(values), node(parameters))


def test_unique_along_a_constant_axis_of_data_of_unknown_rank():
    values, parameters = arguments((f32, UNKNOWN))
    op = ov.UniqueV10Op(values[0], constant(1))
    node = opset.unique(parameters[0], opset.constant(np.int64(1)))
    assert shape_of(op.results[0].type) is None
    assert_same_shapes(op, node)


def test_convolution_with_filters_of_unknown_rank_is_refused():
    """OpenVINO leaves the output channels and spatial dims open; the ov dialect needs the
    kernel size, so it refuses the op rather than guess."""
    values, parameters = arguments((f32, [1, 3, 8, 8]), (f32, UNKNOWN))
    node = opset.convolution(*parameters, [1, 1], [0, 0], [0, 0], [1, 1])
    assert openvino_dims(node.get_output_partial_shape(0)) == [1, None, None, None]
    with pytest.raises(VerifyException, match=r"^filters must have a known rank$"):
        ov.ConvolutionV1Op(*values, strides=[1, 1], pads_begin=[0, 0], pads_end=[0, 0], dilations=[1, 1])


@pytest.mark.parametrize(
    "mode, values, axes, pads_begin, pads_end",
    [
        ("scales", np.array([1.5, 0.5], np.float32), [2, 3], [0, 0, 1], [0, 0, 0, 2]),  # pads shorter than rank
        ("sizes", np.array([7, 3], np.int64), [3, 1], [0], [0]),  # axes in any order
        ("scales", np.array([1.0, 2.0, 0.34, 1.0], np.float32), None, [0, 0, 2, 0], [0, 0, 0, 0]),  # every axis
    ],
)
def test_interpolate_of_padded_images_along_axes(mode, values, axes, pads_begin, pads_end):
    """The padded dims resized along each axis, floor(dim * scale) in f32, or to the sizes."""
    shape = [1, 3, 4, 5]
    (image,), (parameter,) = arguments((f32, shape))
    extra = [] if axes is None else [constant(axes)]
    op = ov.InterpolateV11Op(
        image,
        ov.ConstantV0Op.from_numpy(values).results[0],
        *extra,
        mode="nearest",
        shape_calculation_mode=mode,
        pads_begin=pads_begin,
        pads_end=pads_end,
    )
    node = opset.interpolate(
        parameter,
        opset.constant(values),
        "nearest",
        mode,
        pads_begin=pads_begin,
        pads_end=pads_end,
        axes=None if axes is None else opset.constant(np.array(axes, np.int64)),
    )
    assert_same_shapes(op, node)


WINDOWS = [  # data, kernel, strides, dilations, pads_begin, pads_end, auto_pad, rounding
    ([1, 2, 7, 8], [3, 2], [2, 3], [1, 1], [1, 0], [0, 1], "explicit", "ceil"),
    ([1, 2, 7, 8], [3, 3], [2, 2], [2, 1], [0, 0], [0, 0], "same_upper", "floor"),
    ([1, 2, 7, 8], [2, 3], [3, 2], [1, 2], [0, 0], [0, 0], "same_lower", "floor"),
    ([1, 2, 7, 8], [3, 2], [1, 2], [1, 1], [5, 5], [5, 5], "valid", "floor"),
    ([2, 2, None, 9], [3, 3], [2, 2], [1, 3], [1, 1], [1, 1], "explicit", "floor"),
    ([1, 2, 9], [4], [3], [1], [0], [2], "explicit", "ceil_torch"),
]


@pytest.mark.parametrize("data, kernel, strides, dilations, begin, end, auto_pad, rounding", WINDOWS)
def test_pooling_windows(data, kernel, strides, dilations, begin, end, auto_pad, rounding):
    (x,), (p,) = arguments((f32, data))
    common = {"strides": strides, "pads_begin": begin, "pads_end": end, "kernel": kernel, "auto_pad": auto_pad}
    op = ov.MaxPoolV14Op(x, dilations=dilations, rounding_type=rounding, **common)
    node = opset.max_pool(p, strides, dilations, begin, end, kernel, rounding, auto_pad)
    assert_same_shapes(op, node)
    if rounding != "ceil_torch" and dilations == [1] * len(kernel):
        op = ov.AvgPoolV1Op(x, exclude_pad=False, rounding_type=rounding, **common)
        node = opset.avg_pool(p, strides, begin, end, kernel, False, rounding, auto_pad)
        assert_same_shapes(op, node)


@pytest.mark.parametrize(
    "data, kernel, strides, dilations, begin, end, auto_pad", [w[:-1] for w in WINDOWS if w[-1] == "floor"]
)
def test_convolution_windows(data, kernel, strides, dilations, begin, end, auto_pad):
    """Convolution rounds down (it has no rounding_type)."""
    (x, w), (p, q) = arguments((f32, data), (f32, [4, data[1], *kernel]))
    op = ov.ConvolutionV1Op(
        x, w, strides=strides, dilations=dilations, pads_begin=begin, pads_end=end, auto_pad=auto_pad
    )
    node = opset.convolution(p, q, strides, begin, end, dilations, auto_pad)
    assert_same_shapes(op, node)


STRIDED_SLICES = [  # begin, end, strides, begin_mask, end_mask, new_axis_mask, shrink_axis_mask, ellipsis_mask
    ([1, -1, 0], [4, -5, 7], [2, -1, 3], [0, 0, 0], [0, 0, 0], [], [], []),
    ([1, 2, 3], [4, 5, 6], [1, 2, 1], [1, 0, 1], [0, 1, 1], [], [], []),
    ([0, 2, 0], [0, 3, 0], [1, 1, 1], [0, 0, 0], [0, 0, 0], [1, 0, 0], [0, 1, 0], []),
    ([0, 1], [0, 3], [1, 1], [0, 0], [0, 0], [], [], [1, 0]),  # ... then the last axis
    ([-2, 0, 9], [100, 0, -100], [1, 1, -2], [0, 1, 0], [0, 0, 0], [], [1, 0, 0], []),
    ([1, 0], [2, 0], [1, 1], [0, 0, 1], [0, 0, 0], [0, 0, 1], [0, 0, 0], [0, 1, 0]),  # bits past begin's length
]


@pytest.mark.parametrize("case", STRIDED_SLICES)
def test_strided_slice_masks(case):
    begin, end, strides, *masks = case
    (x,), (p,) = arguments((f32, [5, 6, 7]))
    names = ("begin_mask", "end_mask", "new_axis_mask", "shrink_axis_mask", "ellipsis_mask")
    bounds = [np.array(v, np.int64) for v in (begin, end, strides)]
    op = ov.StridedSliceV1Op(x, *(ov.ConstantV0Op.from_numpy(b).results[0] for b in bounds), **dict(zip(names, masks)))
    assert_same_shapes(op, opset.strided_slice(p, *(opset.constant(b) for b in bounds), *masks))


@pytest.mark.parametrize(
    "start, stop, step, axes",
    [
        ([5, -1], [-100, 0], [-2, -1], [1, 2]),
        ([-3], [100], [2], [-1]),
        ([1, 0, 2], [4, 6, 3], [1, 4, 1], None),
        ([4], [1], [1], [0]),  # empty along the axis
    ],
)
def test_slice_bounds_and_steps(start, stop, step, axes):
    (x,), (p,) = arguments((f32, [5, 6, 7]))
    bounds = [np.array(v, np.int64) for v in (start, stop, step, *([] if axes is None else [axes]))]
    op = ov.SliceV8Op(x, *(ov.ConstantV0Op.from_numpy(b).results[0] for b in bounds))
    assert_same_shapes(op, opset.slice(p, *(opset.constant(b) for b in bounds)))


@pytest.mark.parametrize(
    "data, k, axis",
    [
        ([3, 5], 2, 1),
        ([3, 5], 5, -1),  # the whole dim
        ([3, 5], 0, 0),
        ([None, 5], 2, 0),
        ([4, None, 2], 3, -2),
    ],
)
def test_top_k_lengths(data, k, axis):
    (x,), (p,) = arguments((f32, data))
    op = ov.TopKV11Op(x, constant(k), axis=axis, mode="max", sort="value")
    assert_same_shapes(op, opset.topk(p, opset.constant(np.int64(k)), axis, "max", "value"))


@pytest.mark.parametrize(
    "a, b",
    [([None, 3], [2, None]), (UNKNOWN, [2, 3]), ([2, 3], UNKNOWN), ([1, 3], [None, 3]), (UNKNOWN, UNKNOWN)],
)
def test_element_wise_without_broadcast_merges_the_shapes(a, b):
    """auto_broadcast none: the shapes agree, and each dim is known if either input knows it."""
    values, parameters = arguments((f32, a), (f32, b))
    assert_same_shapes(ov.AddV1Op(*values, auto_broadcast="none"), opset.add(*parameters, "none"))
    conditions, flags = arguments((i1, b))
    select = ov.SelectV1Op(conditions[0], *values, auto_broadcast="none")
    assert_same_shapes(select, opset.select(flags[0], *parameters, "none"))
