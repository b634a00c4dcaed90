"""Resize and Upsample end to end, against onnxruntime: modes, coordinate transformations,
nearest modes, scales and sizes (constant or fed at run time), axes, keep_aspect_ratio_policy."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info
from onnx.parser import parse_model

from support import make_model


def resize_model(x_shape, scales=None, sizes=None, opset=19, runtime=False, **attributes):
    """Resize of x by scales or to sizes: initializers, or model inputs when `runtime`."""
    inputs = [make_tensor_value_info("x", TensorProto.FLOAT, x_shape)]
    initializers = []
    names = ["x", "", "scales" if scales is not None else "", "sizes" if sizes is not None else ""]
    for name, value, dtype, elem in (
        ("scales", scales, np.float32, TensorProto.FLOAT),
        ("sizes", sizes, np.int64, TensorProto.INT64),
    ):
        if value is None:
            continue
        if runtime:
            inputs.append(make_tensor_value_info(name, elem, [len(value)]))
        else:
            initializers.append(numpy_helper.from_array(np.array(value, dtype), name))
    while names[-1] == "":
        names.pop()
    return make_model(
        [make_node("Resize", names, ["y"], name="resize", **attributes)],
        inputs,
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        initializers,
        opset=opset,
    )


def feeds(x_shape, scales=None, sizes=None):
    """x, and the scales or sizes a model takes as inputs."""
    values = {"x": np.random.default_rng(8).standard_normal(x_shape).astype(np.float32)}
    if scales is not None:
        values["scales"] = np.array(scales, np.float32)
    if sizes is not None:
        values["sizes"] = np.array(sizes, np.int64)
    return values


TRANSFORMS = ["half_pixel", "pytorch_half_pixel", "asymmetric", "tf_half_pixel_for_nn", "align_corners"]


# onnxruntime takes tf_half_pixel_for_nn for nearest only
@pytest.mark.parametrize(
    "mode, transform",
    [
        (mode, transform)
        for mode in ("nearest", "linear", "cubic")
        for transform in TRANSFORMS
        if mode == "nearest" or transform != "tf_half_pixel_for_nn"
    ],
)
def test_resize_sizes(check_model, mode, transform):
    model = resize_model([1, 2, 4, 5], sizes=[1, 2, 7, 3], mode=mode, coordinate_transformation_mode=transform)
    check_model(model)


@pytest.mark.parametrize("mode", ["nearest", "linear", "cubic"])
@pytest.mark.parametrize("scales", [[1, 1, 2, 3], [1, 1, 0.5, 0.5]], ids=["up", "down"])
def test_resize_scales(check_model, mode, scales):
    check_model(resize_model([1, 2, 4, 6], scales=scales, mode=mode))


@pytest.mark.parametrize("nearest_mode", ["round_prefer_floor", "round_prefer_ceil", "floor", "ceil"])
def test_resize_nearest_modes(check_model, nearest_mode):
    model = resize_model(
        [1, 1, 4, 4],
        sizes=[1, 1, 7, 6],
        mode="nearest",
        nearest_mode=nearest_mode,
        coordinate_transformation_mode="asymmetric",
    )
    check_model(model)


def test_resize_cubic_coefficient(check_model):
    check_model(resize_model([1, 1, 4, 4], scales=[1, 1, 1.5, 2], mode="cubic", cubic_coeff_a=-0.5))


@pytest.mark.parametrize("runtime", [False, True], ids=["constant", "input"])
def test_resize_axes(check_model, runtime):
    model = resize_model([1, 2, 3, 4], sizes=[6, 5], axes=[3, 2], mode="linear", runtime=runtime)
    check_model(model, feeds([1, 2, 3, 4], sizes=[6, 5] if runtime else None))


@pytest.mark.parametrize("policy", ["not_larger", "not_smaller"])
@pytest.mark.parametrize("sizes", [[7, 8], [1, 3]], ids=["up", "down"])
def test_resize_keep_aspect_ratio(check_model, policy, sizes):
    model = resize_model(
        [1, 1, 2, 4], sizes=sizes, axes=[2, 3], mode="nearest", keep_aspect_ratio_policy=policy, runtime=True
    )
    check_model(model, feeds([1, 1, 2, 4], sizes=sizes))


@pytest.mark.parametrize("policy", ["not_larger", "not_smaller"])
def test_resize_keep_aspect_ratio_of_constant_sizes_and_a_dynamic_input(check_model, policy):
    """The sizes known, an input length not: the policy's scale is computed at run time."""
    model = resize_model(["n", 1, "h", 4], sizes=[4, 8], axes=[2, 3], mode="linear", keep_aspect_ratio_policy=policy)
    check_model(model, feeds([1, 1, 2, 4]))


def test_resize_keep_aspect_ratio_samples_by_the_one_scale(check_model):
    """Issue 30: 4 * 1.4 rounds to 6, and every axis samples by 1.4, not 6 / 4 = 1.5."""
    model = parse_model("""
        <ir_version: 10, opset_import: ["" : 19]>
        g (float[1,2,5,4] x) => (float[1,2,7,6] y) <int64[2] s = {7,4}>
        { y = Resize <axes: ints = [2, 3], coordinate_transformation_mode: string = "asymmetric",
            keep_aspect_ratio_policy: string = "not_smaller", mode: string = "nearest",
            nearest_mode: string = "ceil"> (x, "", "", s) }
    """)
    check_model(model)


# Lengths 5 and 4 (or 3 and 7) to sizes whose policy scale rounds an axis: 4 * 1.4 = 5.6,
# 7 * 5 / 3 = 11.67, 3 * 5 / 7 = 2.14; nearest `floor` lands on the quotients' exact values.
# pytorch_half_pixel with sizes at run time is refused (the test below).
ASPECT_CASES = [
    (shape, sizes, policy, mode, transform, runtime)
    for mode in ("nearest", "linear", "cubic")
    for shape, sizes in ([[1, 2, 5, 4], [7, 4]], [[1, 1, 3, 7], [5, 5]])[: 2 if mode == "nearest" else 1]
    for policy in ("not_larger", "not_smaller")
    for transform in TRANSFORMS
    for runtime in (False, True)
    if not (transform == "pytorch_half_pixel" and runtime)
    and (mode == "nearest" or transform != "tf_half_pixel_for_nn")
]


@pytest.mark.parametrize(
    "shape, sizes, policy, mode, transform, runtime",
    ASPECT_CASES,
    ids=[f"{s[2]}x{s[3]}-{p}-{m}-{t}-{'run_time' if r else 'constant'}" for s, _, p, m, t, r in ASPECT_CASES],
)
def test_resize_keep_aspect_ratio_scales(check_model, shape, sizes, policy, mode, transform, runtime):
    model = resize_model(
        shape,
        sizes=sizes,
        axes=[2, 3],
        mode=mode,
        nearest_mode="floor",
        coordinate_transformation_mode=transform,
        keep_aspect_ratio_policy=policy,
        runtime=runtime,
    )
    check_model(model, feeds(shape, sizes=sizes if runtime else None))


# (shape, sizes, policy): an edge row grows 2 rows to 3, which 1.25 floors to 3, the size asked;
# 3 rows scaled by 8/7 floor to 3: each an axis Interpolate would resize to its own length.
# 3 columns grown by one to 4 halve to 2, the size: no Slice (a lit case) and the same values.
KEPT_LENGTHS = {
    "grown": ([1, 1, 2, 4], [4, 5], "not_larger"),
    "ungrown": ([1, 1, 3, 7], [3, 8], "not_smaller"),
    "grown_to_the_size": ([1, 1, 2, 3], [1, 2], "not_larger"),
}


@pytest.mark.parametrize("mode", ["nearest", "linear", "cubic"])
@pytest.mark.parametrize("case", KEPT_LENGTHS)
def test_resize_keep_aspect_ratio_of_an_axis_interpolate_keeps(check_model, case, mode):
    """OpenVINO's CPU plugin copies an axis Interpolate resizes to its own length (linear and
    cubic), where ONNX maps it by the scale: the input grows until the axis lengthens."""
    shape, sizes, policy = KEPT_LENGTHS[case]
    model = resize_model(shape, sizes=sizes, axes=[2, 3], mode=mode, keep_aspect_ratio_policy=policy)
    check_model(model, feeds(shape))


@pytest.mark.parametrize("mode", ["nearest", "linear", "cubic"])
@pytest.mark.parametrize("transform", ["half_pixel", "asymmetric", "align_corners"])
def test_resize_by_a_scale_that_keeps_a_length(check_model, mode, transform):
    """3 rows * 1.2 floor to 3: ONNX maps them by 1.2, which OpenVINO's CPU plugin would not (it
    copies the axis in linear and cubic modes): resized by weight matrices instead."""
    shape = [1, 1, 3, 4]
    model = resize_model(shape, scales=[1, 1, 1.2, 2], mode=mode, coordinate_transformation_mode=transform)
    check_model(model, feeds(shape))


def test_resize_keep_aspect_ratio_of_dynamic_lengths(check_model):
    model = resize_model(
        ["n", 1, "h", "w"],
        sizes=[5, 5],
        axes=[2, 3],
        mode="nearest",
        nearest_mode="floor",
        keep_aspect_ratio_policy="not_smaller",
        coordinate_transformation_mode="asymmetric",
    )
    check_model(model, feeds([1, 1, 3, 7]))


def test_resize_keep_aspect_ratio_pytorch_half_pixel_at_run_time(ov_convert):
    model = resize_model(
        [1, 1, 3, 7],
        sizes=[5, 5],
        axes=[2, 3],
        mode="linear",
        runtime=True,
        coordinate_transformation_mode="pytorch_half_pixel",
        keep_aspect_ratio_policy="not_larger",
    )
    converted = ov_convert(model)
    assert converted.returncode != 0
    assert "node 'resize' (Resize-19): keep_aspect_ratio_policy with pytorch_half_pixel" in converted.stderr
    assert not converted.xml.exists()


def test_resize_scales_at_run_time(check_model):
    model = resize_model([1, 2, 3, 3], scales=[1, 1, 2, 2], mode="linear", runtime=True)
    check_model(model, feeds([1, 2, 3, 3], scales=[1, 1, 2, 2]))


@pytest.mark.parametrize("opset", [11, 13])
def test_resize_with_roi_input(check_model, opset):
    """Resize-11 and -13 take roi and scales before sizes; empty ones are absent."""
    empty = numpy_helper.from_array(np.zeros([0], np.float32), "empty")
    sizes = numpy_helper.from_array(np.array([1, 1, 5, 7], np.int64), "sizes")
    model = make_model(
        [make_node("Resize", ["x", "empty", "empty", "sizes"], ["y"], mode="linear")],
        [make_tensor_value_info("x", TensorProto.FLOAT, [1, 1, 3, 4])],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [empty, sizes],
        opset=opset,
    )
    check_model(model)


@pytest.mark.parametrize("mode", ["nearest", "linear"])
@pytest.mark.parametrize("op, opset", [("Upsample", 9), ("Resize", 10)])
def test_upsample_and_resize_10(check_model, mode, op, opset):
    model = make_model(
        [make_node(op, ["x", "scales"], ["y"], mode=mode)],
        [make_tensor_value_info("x", TensorProto.FLOAT, [1, 2, 3, 3])],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(np.array([1, 1, 2, 3], np.float32), "scales")],
        opset=opset,
    )
    check_model(model)


@pytest.mark.parametrize("op, opset", [("Upsample", 9), ("Resize", 10)])
def test_upsample_by_a_scale_that_keeps_a_length(check_model, op, opset):
    """3 rows * 1.2 floor to 3, which OpenVINO's CPU plugin would copy (linear) where ONNX maps
    them by 1.2: resized by weight matrices."""
    model = make_model(
        [make_node(op, ["x", "scales"], ["y"], mode="linear")],
        [make_tensor_value_info("x", TensorProto.FLOAT, [1, 1, 3, 4])],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(np.array([1, 1, 1.2, 2], np.float32), "scales")],
        opset=opset,
    )
    check_model(model)


def test_upsample_7(check_model):
    model = make_model(
        [make_node("Upsample", ["x"], ["y"], mode="nearest", scales=[1.0, 1.0, 2.0, 2.0])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [1, 2, 3, 3])],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        opset=7,
    )
    check_model(model)


@pytest.mark.parametrize("mode", ["linear", "cubic"])
def test_resize_align_corners_fractional_length(check_model, mode):
    """4 * 0.6 = 2.4: corners aligned to the 2 output elements, as onnxruntime does (ONNX's
    reference aligns them to the length 2.4)."""
    check_model(
        resize_model([1, 1, 4, 4], scales=[1, 1, 0.6, 0.6], mode=mode, coordinate_transformation_mode="align_corners")
    )


# What Interpolate cannot do, with scales or sizes known at compile time: weight matrices.


@pytest.mark.parametrize("mode", ["linear", "cubic"])
@pytest.mark.parametrize(
    "scales, sizes",
    [([1, 1, 0.6, 0.5], None), (None, [1, 2, 3, 2]), ([1, 1, 1.5, 2], None)],
    ids=["down_scales", "down_sizes", "up"],
)
def test_resize_antialias(check_model, mode, scales, sizes):
    check_model(resize_model([1, 2, 5, 6], scales=scales, sizes=sizes, mode=mode, antialias=1))


@pytest.mark.parametrize("scales", [[1, 1, 2, 2], [1, 1, 0.6, 0.6]], ids=["up", "down"])
def test_resize_cubic_exclude_outside(check_model, scales):
    check_model(resize_model([1, 1, 4, 5], scales=scales, mode="cubic", cubic_coeff_a=-0.5, exclude_outside=1))


@pytest.mark.parametrize("scales", [[1, 1, 2.3, 2.94], [1, 1, 0.6, 0.6]], ids=["up", "down"])
def test_resize_half_pixel_symmetric(check_model, scales):
    check_model(
        resize_model([1, 1, 3, 4], scales=scales, mode="linear", coordinate_transformation_mode="half_pixel_symmetric")
    )


def crop_and_resize_model(x_shape, roi, sizes, axes, **attributes):
    """A linear tf_crop_and_resize Resize of x along `axes` to `sizes`, cropped to `roi`."""
    return make_model(
        [
            make_node(
                "Resize",
                ["x", "roi", "", "sizes"],
                ["y"],
                mode="linear",
                axes=axes,
                coordinate_transformation_mode="tf_crop_and_resize",
                **attributes,
            )
        ],
        [make_tensor_value_info("x", TensorProto.FLOAT, x_shape)],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [
            numpy_helper.from_array(np.array(roi, np.float32), "roi"),
            numpy_helper.from_array(np.array(sizes, np.int64), "sizes"),
        ],
        opset=19,
    )


def test_resize_tf_crop_and_resize_of_three_axes(check_model):
    """roi holds the starts of the axes, then their ends: with 3 axes the end of axis i is roi[3 + i]
    (2 axes would not tell 2 + i from 2 ^ i)."""
    check_model(crop_and_resize_model([1, 1, 3, 4, 5], [0.0, 0.2, 0.4, 1.0, 0.7, 0.9], [2, 3, 4], [2, 3, 4]))


@pytest.mark.parametrize("extrapolation", [0.0, 10.0])
def test_resize_tf_crop_and_resize(check_model, extrapolation):
    model = crop_and_resize_model([1, 2, 4, 4], [0.4, 0.6, 0.6, 1.2], [3, 3], [2, 3], extrapolation_value=extrapolation)
    check_model(model)


def test_resize_antialias_uint8(check_model):
    model = make_model(
        [make_node("Resize", ["x", "", "scales"], ["y"], mode="linear", antialias=1)],
        [make_tensor_value_info("x", TensorProto.UINT8, [1, 1, 6, 6])],
        [make_tensor_value_info("y", TensorProto.UINT8, None)],
        [numpy_helper.from_array(np.array([1, 1, 0.5, 0.5], np.float32), "scales")],
        opset=19,
    )
    check_model(model, {"x": np.random.default_rng(11).integers(0, 256, [1, 1, 6, 6]).astype(np.uint8)}, atol=1)


@pytest.mark.parametrize("policy", ["not_larger", "not_smaller"])
def test_resize_antialias_keeping_aspect_ratio(check_model, policy):
    """Weight matrices with keep_aspect_ratio_policy: one scale for both axes (0.5 or 5/6 here), and
    the sizes it gives ([2, 3] or [3, 5]), not the sizes asked for."""
    model = resize_model(
        [1, 1, 4, 6], sizes=[2, 5], axes=[2, 3], mode="linear", antialias=1, keep_aspect_ratio_policy=policy
    )
    check_model(model)
