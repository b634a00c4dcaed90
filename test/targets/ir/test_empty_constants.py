"""Empty constants (a dim of 0) of every element type the IR has are written so that OpenVINO
loads them with data, compiles and runs them (issue 30): with `size="0"` its reader leaves the
constant without a buffer, and compile_model fails ("ptr is Null") where an op reads it. ovopt's
IR reader reads them back."""

from __future__ import annotations

import numpy as np
import openvino
import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType, f32, i32, i64
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Block, Operation, Region

from ovopt.dialects import ov
from ovopt.frontends.ir import read_ir
from ovopt.registry.kinds import Source
from ovopt.support import elements
from ovopt.targets.ir import write_ir_files

KINDS = [kind for code in range(64) if (kind := elements.from_onnx_code(code)) is not None and kind.ov is not None]
EMPTY_SHAPES = [[0], [2, 0], [0, 3, 1]]


def function_module(arguments: list[TensorType], build) -> ModuleOp:
    """main(arguments) returning what `build(block_arguments)` gives: (ops, results)."""
    block = Block(arg_types=arguments)
    ops, results = build(list(block.args))
    block.add_ops([*ops, ReturnOp(*results)])
    return ModuleOp([FuncOp("main", (arguments, [r.type for r in results]), Region(block))])


def empty_constant(kind: elements.ElementKind, shape: list[int]) -> ov.ConstantV0Op:
    return ov.ConstantV0Op(elements.dense_from_numpy(np.zeros(shape, kind.dtype), kind.mlir))


def test_every_element_type_is_listed():
    assert {kind.ov for kind in KINDS} >= {"f32", "f16", "bf16", "i64", "boolean", "u4", "i4", "u2", "f8e4m3"}


@pytest.mark.parametrize("kind", KINDS, ids=[kind.ov for kind in KINDS])
def test_empty_constants_load_compile_and_run(tmp_path, kind):
    constants = [empty_constant(kind, shape) for shape in EMPTY_SHAPES]
    module = function_module([], lambda _: (constants, [c.output for c in constants]))
    xml = tmp_path / "model.xml"
    write_ir_files(module, xml)
    assert 'size="0"' not in xml.read_text()

    core = openvino.Core()
    model = core.read_model(str(xml))
    read = [node for node in model.get_ordered_ops() if node.get_type_name() == "Constant"]
    assert sorted(list(node.get_output_shape(0)) for node in read) == sorted(EMPTY_SHAPES)
    for node in read:
        assert node.get_element_type().get_type_name() == kind.ov
        assert node.get_tensor_view().size == 0  # raises "Tensor was not initialized" without data
    request = core.compile_model(model, "CPU").create_infer_request()
    request.infer({})
    assert [list(request.get_output_tensor(i).shape) for i in range(len(EMPTY_SHAPES))] == EMPTY_SHAPES

    back = read_ir(Source(Context(), xml.read_bytes(), str(xml)))
    types = [op.output.type for op in back.walk() if isinstance(op, ov.ConstantV0Op)]
    assert sorted(list(t.get_shape()) for t in types) == sorted(EMPTY_SHAPES)
    assert {t.element_type for t in types} == {kind.mlir}


@pytest.mark.parametrize("index", [i64, i32], ids=["i64", "i32"])
def test_empty_axes_are_read_by_compile_model(tmp_path, index):
    """ReduceSum of a scalar over an empty axes constant, the form random models found: its
    shape inference reads the axes when the CPU plugin compiles it."""

    def build(arguments) -> tuple[list[Operation], list]:
        axes = ov.ConstantV0Op(elements.dense_from_numpy(np.zeros([0], np.int64), index))
        total = ov.ReduceSumV1Op(arguments[0], axes.output, keep_dims=True)
        return [axes, total], [total.output]

    xml = tmp_path / "model.xml"
    write_ir_files(function_module([TensorType(f32, [])], build), xml)
    core = openvino.Core()
    request = core.compile_model(core.read_model(str(xml)), "CPU").create_infer_request()
    x = np.asarray(2.5, np.float32)
    assert request.infer([x])[0] == x
