"""One ov op run two ways, for the tests of the reference kernels: written as IR and run in
OpenVINO, and interpreted with the kernels."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from xdsl.interpreter import Interpreter
from xdsl.interpreters.func import FuncFunctions
from xdsl.parser import Parser

from ovopt.tools.ov_opt import OvOptMain, main


def one_op(op: str, operands: list[np.ndarray], result: str, attributes: str = "") -> str:
    """func @main: one `op` on the arguments, in the ov dialect's text."""
    types = [tensor_text(a) for a in operands]
    arguments = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    names = ", ".join(f"%a{i}" for i in range(len(types)))
    signature = types[0] if len(types) == 1 and types[0] == result else f"({', '.join(types)}) -> {result}"
    return (
        f"func.func @main({arguments}) -> {result} {{\n"
        f"  %y = ov.{op} {names} {attributes}: {signature}\n"
        f"  func.return %y : {result}\n}}\n"
    )


def tensor_text(array: np.ndarray) -> str:
    element = {np.float32: "f32", np.int32: "i32", np.uint8: "ui8", np.bool_: "i1"}[array.dtype.type]
    return f"tensor<{''.join(f'{d}x' for d in array.shape)}{element}>"


def both(tmp_path: Path, text: str, inputs: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """(OpenVINO's output, the reference kernels' output) of the one-op module `text`."""
    import openvino

    source, xml = tmp_path / "op.mlir", tmp_path / "op.xml"
    source.write_text(text)
    assert main([str(source), "-t", "ir", "-o", str(xml)]) == 0
    core = openvino.Core()
    compiled = core.compile_model(core.read_model(str(xml)), "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
    (openvino_output,) = compiled.create_infer_request().infer(dict(enumerate(inputs))).values()
    return np.asarray(openvino_output), interpreted(text, inputs)


def interpreted(text: str, inputs: list[np.ndarray]) -> np.ndarray:
    """The output of the one-op module `text` on `inputs`, interpreted with the reference kernels."""
    from ovopt.dialects.ov_reference import OvReference

    module = Parser(OvOptMain([]).ctx, text).parse_module()
    interpreter = Interpreter(module)
    interpreter.register_implementations(FuncFunctions())
    interpreter.register_implementations(OvReference())
    (ours,) = interpreter.call_op("main", tuple(inputs))
    return np.asarray(ours)


def assert_same(openvino_output: np.ndarray, ours: np.ndarray) -> None:
    assert ours.dtype == openvino_output.dtype or ours.dtype == bool, (ours.dtype, openvino_output.dtype)
    if np.issubdtype(ours.dtype, np.floating):
        np.testing.assert_allclose(ours, openvino_output, rtol=1e-5, atol=1e-6)
    else:
        np.testing.assert_array_equal(ours, openvino_output.astype(ours.dtype))
