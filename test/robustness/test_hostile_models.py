"""One test for each crash the fuzzer found: each input now ends in one `ov-opt: error:` line
(or a clean conversion) and leaves no file behind."""

import os
import random

import numpy as np
import onnx
from fuzz_inputs import nested_subgraphs
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import convert, make_model

F = TensorProto.FLOAT


def relu_model(x_name: str = "x", node_name: str = "relu") -> onnx.ModelProto:
    return make_model(
        [make_node("Relu", [x_name], ["y"], name=node_name)],
        [make_tensor_value_info(x_name, F, [2, 3])],
        [make_tensor_value_info("y", F, [2, 3])],
    )


def refused(tmp_path, model_path) -> str:
    """Convert; expect status 1, one error line and an empty output folder; return the line."""
    result = convert(model_path, tmp_path)
    assert result.returncode == 1
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("ov-opt: error:"), result.stderr
    out = tmp_path / "out"
    assert not out.exists() or list(out.iterdir()) == []
    return lines[0]


def test_op_type_that_is_not_utf8(tmp_path):
    """protobuf parses invalid UTF-8 in a string field into bytes; the importer took it as str."""
    data = relu_model().SerializeToString()
    assert data.count(b"Relu") == 1
    path = tmp_path / "model.onnx"
    path.write_bytes(data.replace(b"Relu", b"R\xe9lu"))
    line = refused(tmp_path, path)
    assert "NodeProto.op_type" in line and "UTF-8" in line


def test_external_data_location_with_nul(tmp_path):
    weights = numpy_helper.from_array(np.ones([2, 3], np.float32), "w")
    weights.ClearField("raw_data")
    weights.data_location = TensorProto.EXTERNAL
    entry = weights.external_data.add()
    entry.key, entry.value = "location", "w\x00.bin"
    model = make_model(
        [make_node("Add", ["x", "w"], ["y"], name="add")],
        [make_tensor_value_info("x", F, [2, 3])],
        [make_tensor_value_info("y", F, [2, 3])],
        [weights],
    )
    path = tmp_path / "model.onnx"
    path.write_bytes(model.SerializeToString())
    assert "NUL" in refused(tmp_path, path)


def test_subgraphs_nested_beyond_protobuf_depth(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    rng = random.Random(0)
    rng.choice = lambda options: 400  # the depth: past protobuf's limit of 100 nested messages
    line = refused(tmp_path, nested_subgraphs(rng, folder))
    assert "nests subgraphs deeper" in line


def test_the_nesting_the_loader_blames_is_the_nesting_protobuf_refuses(tmp_path):
    """The loader tells a too-deep model from a broken file by scanning its nesting, not by
    protobuf's message: the scan's limit must be where protobuf's parse starts failing."""
    from ovopt.frontends.onnx import loader, wire

    for depth in (25, 29, 30, 31, 32, 35):
        folder = tmp_path / str(depth)
        folder.mkdir()
        rng = random.Random(0)
        rng.choice = lambda options, depth=depth: depth
        data = nested_subgraphs(rng, folder).read_bytes()
        try:
            onnx.ModelProto().ParseFromString(data)
        except Exception:  # noqa: BLE001  (protobuf's error types differ by implementation)
            parses = False
        else:
            parses = True
        assert parses == (wire.subgraph_depth(data) <= loader._PROTOBUF_DEPTH), depth


def test_newline_in_a_tensor_name_stays_on_one_line(tmp_path):
    model = make_model(
        [make_node("Relu", ["x\nand more"], ["y"], name="relu")],
        [make_tensor_value_info("x", F, [2, 3])],
        [make_tensor_value_info("y", F, [2, 3])],
    )
    line = refused(tmp_path, _save(model, tmp_path))
    assert "'x\\nand more'" in line


def test_control_character_in_a_node_name(tmp_path):
    """XML 1.0 cannot carry it even escaped: the IR writer names the node instead of crashing."""
    line = refused(tmp_path, _save(relu_model(node_name="re\x01lu"), tmp_path))
    assert "'re\\x01lu'" in line and "rename it" in line


def test_control_character_in_an_op_type_named_by_a_lowering_error(tmp_path):
    """Errors after import name ops through describe(): a carriage return must not split the line."""
    model = make_model(
        [make_node("Relu", ["x"], ["r"], name="relu"), make_node("\rRelu", ["r"], ["y"], name="odd")],
        [make_tensor_value_info("x", F, [2, 3])],
        [make_tensor_value_info("y", F, [2, 3])],
    )
    assert "\\rRelu" in refused(tmp_path, _save(model, tmp_path))


def test_broadcast_to_a_huge_shape_converts_without_allocating(tmp_path):
    """ConstantOfShape of [2**31, 2**31] once folded into a 16-exabyte numpy array (ValueError)."""
    model = make_model(
        [make_node("ConstantOfShape", ["shape"], ["y"], name="fill")],
        [],
        [make_tensor_value_info("y", F, None)],
        [numpy_helper.from_array(np.array([2**31, 2**31], np.int64), "shape")],
    )
    result = convert(_save(model, tmp_path), tmp_path)
    assert result.returncode == 0, result.stderr
    xml = result.xml.read_text()
    assert 'type="Broadcast"' in xml and "<dim>2147483648</dim>" in xml


def _save(model: onnx.ModelProto, folder):
    path = folder / "model.onnx"
    path.write_bytes(model.SerializeToString())
    return path


def test_ir_weights_that_are_a_pipe_or_a_device(tmp_path):
    """The IR reader opened model.bin whatever it was: a named pipe waited for ever."""
    assert convert(_save(relu_model(), tmp_path), tmp_path).returncode == 0
    xml = tmp_path / "out" / "model.xml"
    for make in (os.mkfifo, lambda path: os.symlink("/dev/zero", path)):
        folder = tmp_path / f"ir{make is os.mkfifo}"
        folder.mkdir()
        (folder / "model.xml").write_bytes(_with_a_constant(xml.read_text()))
        make(folder / "model.bin")
        line = refused(folder, folder / "model.xml")
        assert "not a regular file" in line


def _with_a_constant(xml: str) -> bytes:
    """The relu model's IR has no Const; reading one is what opens the .bin."""
    return xml.replace(
        "<layers>",
        '<layers><layer id="99" name="c" type="Const" version="opset1">'
        '<data element_type="f32" shape="1" offset="0" size="4"/>'
        '<output><port id="0" precision="FP32"><dim>1</dim></port></output></layer>',
        1,
    ).encode()
