"""MaxPool, AveragePool and GlobalAveragePool end to end, against onnxruntime."""

import numpy as np
import pytest
from onnx import TensorProto
from onnx.helper import make_node, make_tensor_value_info

from support import make_model, run_onnxruntime


def pool_model(op_type, x_shape, outputs=("y",), opset=13, **attributes):
    return make_model(
        [make_node(op_type, ["x"], list(outputs), name="pool", **attributes)],
        [make_tensor_value_info("x", TensorProto.FLOAT, x_shape)],
        [
            make_tensor_value_info(name, TensorProto.INT64 if name == "indices" else TensorProto.FLOAT, None)
            for name in outputs
            if name
        ],
        opset=opset,
    )


MAX_POOLS = [
    dict(kernel_shape=[2, 2]),
    dict(kernel_shape=[3, 3], strides=[2, 2]),
    dict(kernel_shape=[3, 3], pads=[1, 1, 1, 1], strides=[2, 2]),
    dict(kernel_shape=[2, 3], pads=[0, 1, 1, 2], strides=[1, 2]),
    dict(kernel_shape=[2, 2], dilations=[2, 2]),
    dict(kernel_shape=[3, 2], dilations=[2, 3], pads=[1, 1, 1, 1]),
    dict(kernel_shape=[3, 3], strides=[2, 2], ceil_mode=1),
    dict(kernel_shape=[2, 2], strides=[2, 2], pads=[1, 1, 1, 1], ceil_mode=1),  # a window would start in the pad
    dict(kernel_shape=[3, 3], strides=[2, 2], auto_pad="SAME_UPPER"),
    dict(kernel_shape=[4, 4], strides=[1, 1], auto_pad="SAME_LOWER"),
    dict(kernel_shape=[3, 3], strides=[2, 2], auto_pad="VALID"),
]
MAX_POOL_IDS = [
    "k2",
    "strides",
    "pads",
    "asymmetric_pads",
    "dilations",
    "dilations_pads",
    "ceil",
    "ceil_pad_start",
    "same_upper",
    "same_lower",
    "valid",
]


@pytest.mark.parametrize("attributes", MAX_POOLS, ids=MAX_POOL_IDS)
def test_max_pool(check_model, attributes):
    check_model(pool_model("MaxPool", [2, 3, 9, 11], **attributes))


@pytest.mark.parametrize("attributes", MAX_POOLS, ids=MAX_POOL_IDS)
def test_max_pool_indices(check_model, attributes):
    """The Indices output: positions in the flattened (N, C, H, W) input, padding excluded."""
    check_model(pool_model("MaxPool", [2, 3, 9, 11], outputs=("y", "indices"), **attributes))


@pytest.mark.parametrize("attributes", MAX_POOLS, ids=MAX_POOL_IDS)
def test_max_pool_column_major_indices(check_model, attributes):
    """storage_order=1: the indices count the (H, W) image column by column (H != W here)."""
    check_model(pool_model("MaxPool", [2, 3, 9, 11], outputs=("y", "indices"), storage_order=1, **attributes))


@pytest.mark.parametrize(
    "shape, attributes",
    [
        ([2, 3, 9], dict(kernel_shape=[3], strides=[2], pads=[1, 1])),
        ([2, 2, 4, 5, 6], dict(kernel_shape=[2, 2, 3], strides=[2, 1, 2], pads=[0, 1, 1, 1, 0, 1])),
        ([1, 2, 5, 4, 6], dict(kernel_shape=[2, 3, 2], dilations=[2, 1, 2], ceil_mode=1, strides=[2, 2, 2])),
    ],
    ids=["1d", "3d", "3d_dilations_ceil"],
)
def test_max_pool_column_major_indices_not_2d(check_model, shape, attributes):
    """storage_order=1 on 1-D (the same indices) and 3-D pools: the (D, H, W) image counted
    first axis fastest, d + h D + w D H (issue 30; all lengths differ)."""
    check_model(pool_model("MaxPool", shape, outputs=("y", "indices"), opset=12, storage_order=1, **attributes))


def test_max_pool_indices_only_values_used(check_model):
    """Indices left out of the node (an empty output name): only the values are produced."""
    check_model(pool_model("MaxPool", [1, 2, 6, 6], outputs=("y", ""), kernel_shape=[2, 2], strides=[2, 2]))


def test_max_pool_1d(check_model):
    check_model(pool_model("MaxPool", [2, 3, 15], outputs=("y", "indices"), kernel_shape=[3], strides=[2], pads=[1, 1]))


def test_max_pool_3d(check_model):
    check_model(
        pool_model("MaxPool", [1, 2, 5, 6, 7], kernel_shape=[2, 2, 3], strides=[2, 1, 2], pads=[0, 1, 1, 1, 0, 1])
    )


def test_max_pool_dynamic_batch(check_model):
    check_model(pool_model("MaxPool", ["batch", 3, 8, 8], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1]))


def test_max_pool_negative_inputs_in_padding(check_model):
    """All inputs negative: a pad counted as 0 (not -inf) would win every border window."""
    x = -np.abs(np.random.default_rng(8).standard_normal([1, 2, 5, 5])).astype(np.float32) - 1
    check_model(pool_model("MaxPool", [1, 2, 5, 5], kernel_shape=[3, 3], pads=[1, 1, 1, 1]), {"x": x})


AVERAGE_POOLS = [
    dict(kernel_shape=[2, 2]),
    dict(kernel_shape=[3, 3], strides=[2, 2]),
    dict(kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
    dict(kernel_shape=[3, 3], pads=[1, 1, 1, 1], count_include_pad=1),
    dict(kernel_shape=[3, 2], pads=[0, 1, 2, 1], strides=[2, 1]),
    dict(kernel_shape=[3, 2], pads=[0, 1, 2, 1], strides=[2, 1], count_include_pad=1),
    dict(kernel_shape=[3, 3], strides=[2, 2], ceil_mode=1),
    dict(kernel_shape=[3, 3], strides=[2, 2], ceil_mode=1, count_include_pad=1),
    dict(kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1], ceil_mode=1),
    dict(kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1], ceil_mode=1, count_include_pad=1),
    dict(kernel_shape=[2, 2], strides=[2, 2], pads=[1, 1, 1, 1], ceil_mode=1),  # a window would start in the pad
    dict(kernel_shape=[3, 2], strides=[2, 3], pads=[1, 0, 0, 1], ceil_mode=1, count_include_pad=1),
    dict(kernel_shape=[4, 3], strides=[3, 2], pads=[2, 1, 1, 0], ceil_mode=1, count_include_pad=1),
    dict(kernel_shape=[3, 3], strides=[2, 2], auto_pad="SAME_UPPER"),
    dict(kernel_shape=[4, 4], auto_pad="SAME_LOWER", count_include_pad=1),
    dict(kernel_shape=[3, 3], strides=[2, 2], auto_pad="VALID"),
    dict(kernel_shape=[3, 3], strides=[2, 2], auto_pad="SAME_UPPER", ceil_mode=1, count_include_pad=1),
]
AVERAGE_POOL_IDS = [
    "k2",
    "strides",
    "pads_exclude",
    "pads_include",
    "asymmetric_exclude",
    "asymmetric_include",
    "ceil_exclude",
    "ceil_include",
    "ceil_pads_exclude",
    "ceil_pads_include",
    "ceil_pad_start",
    "ceil_asymmetric_include",
    "ceil_wide_include",
    "same_upper",
    "same_lower_include",
    "valid",
    "same_upper_ceil_include",  # SAME pads fit the windows: none runs past them
]


@pytest.mark.parametrize("attributes", AVERAGE_POOLS, ids=AVERAGE_POOL_IDS)
def test_average_pool(check_model, attributes):
    check_model(pool_model("AveragePool", [2, 3, 9, 10], **attributes))


@pytest.mark.parametrize("size", range(5, 12))
@pytest.mark.parametrize("stride", [2, 3])
def test_average_pool_ceil_count_include_pad_sizes(check_model, size, stride):
    """The last ceil-mode window runs past the padding for some sizes: ONNX divides it by its
    part inside the padded input only."""
    model = pool_model(
        "AveragePool", [1, 2, size], kernel_shape=[3], strides=[stride], pads=[1, 1], ceil_mode=1, count_include_pad=1
    )
    check_model(model)


def test_average_pool_ceil_count_include_pad_3d(check_model):
    check_model(
        pool_model(
            "AveragePool",
            [1, 2, 6, 7, 5],
            kernel_shape=[3, 2, 3],
            strides=[2, 2, 2],
            pads=[1, 0, 1, 1, 1, 1],
            ceil_mode=1,
            count_include_pad=1,
        )
    )


def test_average_pool_ceil_count_include_pad_dynamic_is_refused(ov_convert):
    """Whether a window runs past the padding depends on the size: unknown, so refused."""
    model = pool_model(
        "AveragePool", [1, 2, "w"], kernel_shape=[3], strides=[2], pads=[1, 1], ceil_mode=1, count_include_pad=1
    )
    converted = ov_convert(model)
    assert converted.returncode == 1
    assert "node 'pool'" in converted.stderr and "static spatial dims" in converted.stderr
    assert not converted.xml.exists()


def test_average_pool_ceil_dynamic_without_pads(check_model):
    """Without pads OpenVINO counts a clipped window as ONNX does, so dynamic sizes convert."""
    check_model(
        pool_model("AveragePool", [1, 2, "w"], kernel_shape=[3], strides=[2], ceil_mode=1, count_include_pad=1),
        {"x": np.random.default_rng(9).standard_normal([1, 2, 10]).astype(np.float32)},
    )


DILATED_AVERAGE_POOLS = {
    "plain": dict(kernel_shape=[2, 2], dilations=[2, 2]),
    "pads": dict(kernel_shape=[3, 2], dilations=[2, 3], pads=[1, 1, 2, 1]),
    "pads_counted": dict(kernel_shape=[3, 2], dilations=[2, 3], pads=[1, 1, 2, 1], count_include_pad=1),
    "ceil": dict(kernel_shape=[3, 3], dilations=[2, 2], strides=[2, 3], pads=[1, 1, 1, 1], ceil_mode=1),
    "ceil_counted": dict(
        kernel_shape=[3, 3], dilations=[2, 2], strides=[2, 3], pads=[1, 1, 1, 1], ceil_mode=1, count_include_pad=1
    ),
    "same_upper": dict(kernel_shape=[3, 2], dilations=[2, 2], strides=[2, 2], auto_pad="SAME_UPPER"),
    "same_lower_counted": dict(
        kernel_shape=[3, 3], dilations=[2, 2], strides=[2, 2], auto_pad="SAME_LOWER", count_include_pad=1
    ),
    "valid": dict(kernel_shape=[2, 2], dilations=[3, 2], strides=[2, 1], auto_pad="VALID"),
}


def spelled_out_same_pads(attributes: dict, sizes: list[int]) -> dict:
    """`attributes` with auto_pad SAME_* replaced by the pads the ONNX specification defines
    (output size ceil(size / stride), the odd pad at the end for UPPER)."""
    attributes = dict(attributes)
    mode = attributes.pop("auto_pad")
    begin, end = [], []
    for size, k, s, d in zip(sizes, attributes["kernel_shape"], attributes["strides"], attributes["dilations"]):
        total = (-(-size // s) - 1) * s + (k - 1) * d + 1 - size
        begin.append(total // 2 if mode == "SAME_UPPER" else total - total // 2)
        end.append(total - begin[-1])
    return {**attributes, "pads": begin + end}


@pytest.mark.parametrize("attributes", DILATED_AVERAGE_POOLS.values(), ids=DILATED_AVERAGE_POOLS.keys())
def test_average_pool_dilations(check_model, attributes):
    """A dilated average (AveragePool-19) is a convolution by ones divided by each window's taps.
    With dilations onnxruntime pads SAME for the undilated kernel (and ONNX's reference evaluator
    gets it wrong too), so SAME is checked against onnxruntime on the pads spelled out."""
    same = "SAME" in attributes.get("auto_pad", "")
    reference = pool_model(
        "AveragePool", ["n", 3, 9, 10], opset=19, **(spelled_out_same_pads(attributes, [9, 10]) if same else attributes)
    )
    model = pool_model("AveragePool", ["n", 3, 9, 10], opset=19, **attributes)
    outputs = check_model(model, expected_from=lambda _, inputs: run_onnxruntime(reference, inputs))
    if same:
        assert outputs["y"].shape[2:] == (5, 5)


def test_average_pool_dilations_3d(check_model):
    attributes = dict(kernel_shape=[2, 2, 3], dilations=[2, 1, 2], pads=[1, 0, 1, 0, 1, 2], count_include_pad=1)
    check_model(pool_model("AveragePool", [1, 2, 5, 6, 7], opset=19, **attributes))


# With ceil_mode ONNX keeps one window longer than the padded input when it runs past it by
# less than a stride (issue 30): here 7 > 4 + 1 + 1 along H (stride 2), 6 > 4 + 1 (stride 4),
# 6 > 4 with VALID (stride 3); W pools as usual (ceil).
WHOLE_WINDOW_POOLS = {
    "dilated": dict(kernel_shape=[3, 3], dilations=[3, 1], pads=[1, 0, 1, 0], strides=[2, 2]),
    "dilated_counted": dict(
        kernel_shape=[3, 3], dilations=[3, 1], pads=[1, 0, 1, 0], strides=[2, 2], count_include_pad=1
    ),
    "kernel": dict(kernel_shape=[6, 2], pads=[1, 0, 0, 1], strides=[4, 2]),
    "kernel_counted": dict(kernel_shape=[6, 2], pads=[1, 0, 0, 1], strides=[4, 2], count_include_pad=1),
    "valid": dict(kernel_shape=[6, 3], strides=[3, 2], auto_pad="VALID"),
}


@pytest.mark.parametrize("op_type", ["AveragePool", "MaxPool"])
@pytest.mark.parametrize("attributes", WHOLE_WINDOW_POOLS.values(), ids=WHOLE_WINDOW_POOLS.keys())
def test_pool_window_longer_than_padded_input(check_model, op_type, attributes):
    if op_type == "MaxPool":
        attributes = {key: value for key, value in attributes.items() if key != "count_include_pad"}
    outputs = ("y", "indices") if op_type == "MaxPool" else ("y",)
    model = pool_model(op_type, ["n", 2, 4, 7], outputs=outputs, opset=19, ceil_mode=1, **attributes)
    check_model(model, {"x": np.random.default_rng(9).standard_normal([2, 2, 4, 7]).astype(np.float32)})


@pytest.mark.parametrize("ceil_mode", [0, 1])
def test_pool_with_empty_output_is_refused(ov_convert, ceil_mode):
    """A window longer than the padded input by a stride or more (or at all, without ceil_mode)
    leaves ONNX's output empty along that axis, which OpenVINO's pools do not make."""
    model = pool_model(
        "AveragePool", [1, 2, 4, 6], opset=19, kernel_shape=[3, 2], dilations=[4, 1], ceil_mode=ceil_mode
    )
    converted = ov_convert(model)
    assert converted.returncode == 1
    reason = "the window of 9 is longer than the input padded to 4" + (" by a stride or more" if ceil_mode else ":")
    assert f"node 'pool' (AveragePool-19): along spatial axis 0 {reason}" in converted.stderr
    assert not converted.xml.exists()


def test_average_pool_1d(check_model):
    check_model(pool_model("AveragePool", [2, 3, 10], kernel_shape=[3], strides=[2], pads=[1, 1], count_include_pad=1))


def test_average_pool_3d(check_model):
    check_model(pool_model("AveragePool", [1, 2, 5, 6, 7], kernel_shape=[2, 3, 2], pads=[1, 1, 0, 0, 1, 1]))


def test_average_pool_dynamic_batch(check_model):
    check_model(pool_model("AveragePool", ["batch", 3, 8, 8], kernel_shape=[2, 2], strides=[2, 2]))


def test_average_pool_opset_7(check_model):
    """AveragePool-7 has count_include_pad but no ceil_mode."""
    check_model(
        pool_model("AveragePool", [1, 2, 7, 7], opset=7, kernel_shape=[3, 3], pads=[1, 1, 1, 1], count_include_pad=1)
    )


@pytest.mark.parametrize(
    "shape", [[2, 3, 5, 7], [1, 4, 9], [1, 2, 3, 4, 5], ["batch", 3, "h", "w"]], ids=["2d", "1d", "3d", "dynamic"]
)
def test_global_average_pool(check_model, shape):
    model = make_model(
        [make_node("GlobalAveragePool", ["x"], ["y"], name="gap")],
        [make_tensor_value_info("x", TensorProto.FLOAT, shape)],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    outputs = check_model(model)
    assert outputs["y"].shape[2:] == (1,) * (len(shape) - 2)


@pytest.mark.parametrize(
    "element, dtype", [(TensorProto.UINT8, np.uint8), (TensorProto.INT8, np.int8)], ids=["u8", "i8"]
)
def test_max_pool_8_bit(check_model, element, dtype):
    """MaxPool-12 takes 8-bit integers; padding must not win over the smallest value."""
    model = make_model(
        [make_node("MaxPool", ["x"], ["y"], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1])],
        [make_tensor_value_info("x", element, [1, 2, 7, 7])],
        [make_tensor_value_info("y", element, None)],
    )
    info = np.iinfo(dtype)
    x = np.random.default_rng(17).integers(info.min, info.max, [1, 2, 7, 7], endpoint=True).astype(dtype)
    x[0, 0, :2, :2] = info.min
    check_model(model, {"x": x})
