"""The IR is as lean as ovc's and keeps every tensor name ovc keeps: layer counts and names
against `openvino.convert_model` on the onnx wheel's light models, the e2e models and the
example CNN; the fused IR still computes what onnxruntime computes, and an ONNX value name
finds its port in OpenVINO (`add_outputs`)."""

import numpy as np
import onnx
import openvino
import pytest
from test_models import EXAMPLE_CNN, HAND_BUILT, LIGHT_MODELS, arange_inputs

from ovopt.tools.compare_ir import compare
from support import run_onnxruntime, save_model

LIGHT = sorted(path.stem for path in LIGHT_MODELS.glob("*.onnx"))

# ovc leaves ShuffleNet's first channel shuffle as Reshape -> Transpose -> Reshape (it fuses
# the other 15); ovopt fuses all 16, so the values inside that one exist only in ovc's IR.
FUSED_FURTHER = {"light_shufflenet": {"OC2_DUMMY_1", "OC2_DUMMY_3", "r7", "r8"}}


def assert_as_lean_as_ovc(model_path, tmp_path, name):
    result = compare(model_path, tmp_path)
    assert result.layers[0] <= result.layers[1], f"{name}: {result.layers[0]} layers, ovc {result.layers[1]}"
    assert result.missing_names == FUSED_FURTHER.get(name, set())


@pytest.mark.parametrize("name", LIGHT)
def test_light_model_is_as_lean_as_ovc(tmp_path, name):
    assert_as_lean_as_ovc(LIGHT_MODELS / f"{name}.onnx", tmp_path, name)


E2E = HAND_BUILT


@pytest.mark.parametrize("name", E2E)
def test_e2e_model_is_as_lean_as_ovc(tmp_path, name):
    assert_as_lean_as_ovc(save_model(E2E[name](), tmp_path), tmp_path, name)


def logits_only(model: onnx.ModelProto) -> onnx.ModelProto:
    """`model` whose output is the input of its final Softmax, if it has one: well-conditioned
    (see test_models.ILL_CONDITIONED), and only the output, so that nothing stops a fusion."""
    model = onnx.ModelProto.FromString(model.SerializeToString())
    softmaxes = [n for n in model.graph.node if n.op_type == "Softmax"]
    if not softmaxes:
        return model
    (softmax,) = softmaxes
    model.graph.node.remove(softmax)
    del model.graph.output[:]
    model.graph.output.append(onnx.helper.make_tensor_value_info(softmax.input[0], onnx.TensorProto.FLOAT, None))
    return model


@pytest.mark.parametrize("name", LIGHT)
def test_fused_light_model_matches_onnxruntime(check_model, name):
    model = logits_only(onnx.load(LIGHT_MODELS / f"{name}.onnx"))
    check_model(model, arange_inputs(model))


def test_add_outputs_by_onnx_name(ov_convert):
    """Every ONNX value that survives conversion is a port OpenVINO finds by the ONNX name."""
    model = onnx.load(EXAMPLE_CNN)
    converted = ov_convert(model)
    assert converted.returncode == 0, converted.stderr
    ir = openvino.Core().read_model(str(converted.xml))
    assert ir.get_friendly_name() == "example_cnn"  # the graph's name
    wanted = ["stem_relu", "pooled", "block1_relu", "residual", "features"]
    ir.add_outputs(wanted)
    compiled = openvino.Core().compile_model(ir, "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
    image = np.random.default_rng(40).standard_normal([1, 3, 32, 32]).astype(np.float32)
    results = compiled({"image": image})
    actual = {name: value for port, value in results.items() for name in port.get_names()}
    for name in wanted:
        model.graph.output.append(onnx.helper.make_tensor_value_info(name, onnx.TensorProto.FLOAT, None))
    expected = run_onnxruntime(model, {"image": image})
    for name in wanted:
        np.testing.assert_allclose(actual[name], expected[name], rtol=1e-4, atol=1e-5, err_msg=name)
