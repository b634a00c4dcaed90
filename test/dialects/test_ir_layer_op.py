"""`ov.layer` (dialects/ov/layer.py), an IR layer kept as it was read: built from Python as the
IR reader builds it, it keeps its type, version and `<data>` strings, names itself in errors by
them, and the IR target writes it back so that OpenVINO runs the layer it names."""

import io

import numpy as np
import openvino
from xdsl.context import Context
from xdsl.dialects.builtin import Builtin, ModuleOp, StringAttr, TensorType, f32
from xdsl.dialects.func import Func, FuncOp, ReturnOp
from xdsl.ir import Block, Region

from ovopt import registry
from ovopt.dialects.ov.layer import LayerOp
from ovopt.support.locations import describe
from ovopt.targets.ir import IrTarget


def elu(x_type: TensorType) -> tuple[ModuleOp, LayerOp]:
    block = Block(arg_types=[x_type])
    layer = LayerOp("Elu", "opset1", block.args, [x_type], data={"alpha": "0.5"})
    block.add_ops([layer, ReturnOp(layer.outputs[0])])
    function = FuncOp("main", ([x_type], [x_type]), Region(block))
    return ModuleOp([function]), layer


def test_a_layer_built_from_python_keeps_its_spelling():
    _, layer = elu(TensorType(f32, [2, 3]))
    layer.verify()
    assert (layer.IR_TYPE, layer.IR_VERSION) == ("Elu", "opset1")
    assert layer.ir_attributes() == {"alpha": "0.5"}
    assert layer.data.data == {"alpha": StringAttr("0.5")}
    assert (LayerOp.IR_TYPE, LayerOp.IR_VERSION) == ("as read", "as read")  # on the class, for the docs
    assert describe(layer) == "a Elu-opset1 op"


def test_a_layer_without_data_has_none():
    block = Block(arg_types=[TensorType(f32, [2])])
    layer = LayerOp("Relu", "opset1", block.args, [TensorType(f32, [2])])
    assert layer.ir_attributes() == {} and len(layer.outputs) == 1


def test_openvino_runs_the_layer_the_ir_target_writes_back(tmp_path):
    module, _ = elu(TensorType(f32, [2, 3]))
    context = Context()
    for dialect in (Builtin, Func, registry.load_dialect("ov")):
        context.load_dialect(dialect)
    weights, output = tmp_path / "model.bin", io.StringIO()
    IrTarget(bin_path=str(weights)).emit(context, module, output)
    model = openvino.Core().read_model(model=output.getvalue(), weights=openvino.Tensor(np.zeros(1, np.uint8)))
    x = np.array([[1.0, -2.0, 0.0], [-0.5, 3.0, -4.0]], np.float32)
    expected = np.where(x > 0, x, 0.5 * (np.exp(x) - 1))
    np.testing.assert_allclose(openvino.Core().compile_model(model, "CPU")([x])[0], expected, rtol=1e-5, atol=1e-6)
