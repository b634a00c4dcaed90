"""Test support: run ov-opt on a model, run its IR in OpenVINO and the model in onnxruntime.

Correctness is measured against the real runtimes: OpenVINO loads the IR ov-opt wrote, and
onnxruntime runs the ONNX model on the same random inputs. OpenVINO's CPU plugin computes in
bf16 on CPUs that have it unless told otherwise, so compilation pins f32.
"""

from __future__ import annotations

import io
import random
from contextlib import redirect_stderr
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import onnx

from ovopt.tools.ov_opt import main as ov_opt

# onnxruntime refuses IR versions newer than it knows; the tests' models use this one.
TEST_IR_VERSION = 8
# ov-default as gna-default runs it, for a GNA pass tried on its own after it
OV_AS_GNA_DEFAULT_RUNS_IT = "ov-default{disable=ov-transpose-matmul-weights}"


@dataclass
class Converted:
    returncode: int
    stderr: str
    xml: Path
    bin: Path

    def assert_refused(self, message: str) -> str:
        """The conversion failed as ov-opt reports a user's error: status 1, one line holding
        `message`, no files written. The line."""
        assert self.returncode == 1, self.stderr
        lines = self.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("ov-opt: error: "), self.stderr
        assert message in lines[0], lines[0]
        assert not self.xml.exists() and not self.bin.exists()
        return lines[0]


def make_model(
    nodes: list[onnx.NodeProto],
    inputs: list[onnx.ValueInfoProto],
    outputs: list[onnx.ValueInfoProto],
    initializers: list[onnx.TensorProto] = (),
    opset: int = 13,
) -> onnx.ModelProto:
    """A one-graph model of the default domain at `opset`, readable by onnxruntime."""
    graph = onnx.helper.make_graph(nodes, "test", inputs, outputs, list(initializers))
    return onnx.helper.make_model(
        graph, opset_imports=[onnx.helper.make_opsetid("", opset)], ir_version=TEST_IR_VERSION
    )


def node_model(
    op_type: str,
    inputs: dict[str, tuple[int, list]],
    output_type: int,
    opset: int = 13,
    initializers: list[onnx.TensorProto] = (),
    **attributes,
) -> onnx.ModelProto:
    """A model of one node `op_type` on `inputs` (name -> (TensorProto type, shape); "" skips an
    optional input), with output `y` of `output_type` and shape left to inference."""
    initialized = {t.name for t in initializers}
    node = onnx.helper.make_node(op_type, list(inputs), ["y"], name=op_type.lower(), **attributes)
    graph_inputs = [
        onnx.helper.make_tensor_value_info(name, element, shape)
        for name, (element, shape) in inputs.items()
        if name and name not in initialized
    ]
    outputs = [onnx.helper.make_tensor_value_info("y", output_type, None)]
    return make_model([node], graph_inputs, outputs, initializers, opset)


def save_model(model: onnx.ModelProto, directory: Path, name: str = "model.onnx") -> Path:
    path = directory / name
    onnx.save(model, path)
    return path


def convert(model: onnx.ModelProto | Path | str, directory: Path, *extra_args: str) -> Converted:
    """Run the main job, `ov-opt MODEL --pass-pipeline=ov-default -t ir -o OUT.xml`, in process."""
    path = model if isinstance(model, (str, Path)) else save_model(model, directory)
    xml = directory / "out" / "model.xml"
    errors = io.StringIO()
    with redirect_stderr(errors):
        code = ov_opt([str(path), "--pass-pipeline=ov-default", "-t", "ir", "-o", str(xml), *extra_args])
    return Converted(code, errors.getvalue(), xml, xml.with_suffix(".bin"))


def ov_opt_ok(args: list[str]) -> None:
    """ov-opt with `args`, in process, which must succeed."""
    errors = io.StringIO()
    with redirect_stderr(errors):
        code = ov_opt(args)
    assert code == 0, errors.getvalue()


def write_ir_again(tmp_path: Path, xml_text: str | bytes, weights: Path, name: str = "model.xml") -> tuple[int, str]:
    """`ov-opt IR -t ir` on the XML text (with the `weights` .bin beside it): its status and
    stderr. Checks the outcome of a reader that must never crash: both output files, or status 1,
    one `ov-opt: error:` line and none."""
    source = tmp_path / "in" / name
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_bytes(xml_text.encode() if isinstance(xml_text, str) else xml_text)
    source.with_suffix(".bin").write_bytes(weights.read_bytes())
    out = tmp_path / "out"
    out.mkdir(exist_ok=True)
    errors = io.StringIO()
    with redirect_stderr(errors):
        code = ov_opt([str(source), "-t", "ir", "-o", str(out / "again.xml")])
    left = sorted(p.name for p in out.iterdir())
    message = errors.getvalue()
    if code == 0:
        assert left == ["again.bin", "again.xml"], left
    else:
        assert code == 1
        assert left == [], left
        assert message.startswith("ov-opt: error: ") and message.count("\n") == 1, message
        assert "Traceback" not in message
    for path in out.iterdir():
        path.unlink()
    return code, message


def xml_mutations(text: str, seed: int, count: int):
    """`count` broken copies of an XML text, each with what broke it: truncations, byte flips,
    deleted and duplicated lines, drawn from `seed`."""
    rng = random.Random(seed)
    data = text.encode()
    lines = text.splitlines(keepends=True)
    for index in range(count):
        kind = index % 4
        if kind == 0:
            yield "truncated", data[: rng.randrange(len(data))]
        elif kind == 1:
            flipped = bytearray(data)
            for _ in range(rng.randint(1, 4)):
                flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
            yield "bit flip", bytes(flipped)
        elif kind == 2:
            cut = rng.randrange(len(lines))
            yield "line deleted", "".join(lines[:cut] + lines[cut + 1 :]).encode()
        else:
            copy = rng.randrange(len(lines))
            yield "line duplicated", "".join(lines[: copy + 1] + lines[copy:]).encode()


def random_inputs(model: onnx.ModelProto, seed: int = 0) -> dict[str, np.ndarray]:
    """Standard-normal floats, small integers, random booleans; symbolic dims become 2."""
    rng = np.random.default_rng(seed)
    initializers = {t.name for t in model.graph.initializer}
    feeds = {}
    for value in model.graph.input:
        if value.name in initializers:
            continue
        tensor = value.type.tensor_type
        shape = [d.dim_value if d.HasField("dim_value") else 2 for d in tensor.shape.dim]
        dtype = onnx.helper.tensor_dtype_to_np_dtype(tensor.elem_type)
        if np.issubdtype(dtype, np.floating):
            feeds[value.name] = rng.standard_normal(shape).astype(dtype)
        elif dtype == np.bool_:
            feeds[value.name] = rng.integers(0, 2, shape).astype(bool)
        else:
            feeds[value.name] = rng.integers(-5, 6, shape).astype(dtype)
    return feeds


def run_onnxruntime(model: onnx.ModelProto, inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    import onnxruntime

    session = onnxruntime.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    names = [o.name for o in session.get_outputs()]
    return dict(zip(names, session.run(names, inputs)))


def run_openvino(xml: Path, inputs: dict[str, np.ndarray], extensions=()) -> dict[str, np.ndarray]:
    """Outputs by tensor name; `extensions` are OpenVINO runtime extensions (custom op classes)."""
    import openvino

    core = openvino.Core()
    for extension in extensions:
        core.add_extension(extension)
    compiled = core.compile_model(core.read_model(str(xml)), "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
    request = compiled.create_infer_request()
    results = request.infer({name: value for name, value in inputs.items()})
    outputs = {}
    for port, value in results.items():
        for name in port.get_names():
            outputs[name] = np.asarray(value)
    return outputs


def run_onnx_reference(model: onnx.ModelProto, inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """ONNX's own reference evaluator, for operator versions onnxruntime does not run yet."""
    from onnx.reference import ReferenceEvaluator

    names = [o.name for o in model.graph.output]
    return dict(zip(names, ReferenceEvaluator(model).run(None, inputs)))


def check_against_onnxruntime(
    model: onnx.ModelProto,
    directory: Path,
    inputs=None,
    rtol: float = 1e-4,
    atol: float = 1e-5,
    expected_from=run_onnxruntime,
) -> dict[str, np.ndarray]:
    """Convert `model`, run both (onnxruntime, or `expected_from`), assert every model output
    matches; returns OpenVINO's outputs."""
    converted = convert(model, directory)
    assert converted.returncode == 0, converted.stderr
    inputs = random_inputs(model) if inputs is None else inputs
    expected = expected_from(model, inputs)
    actual = run_openvino(converted.xml, inputs)
    for name, reference in expected.items():
        assert name in actual, f"output {name} missing from the IR (has {sorted(actual)})"
        assert actual[name].shape == reference.shape, f"{name}: shape {actual[name].shape} != {reference.shape}"
        np.testing.assert_allclose(actual[name], reference, rtol=rtol, atol=atol, err_msg=name)
    return actual


def relu_of_add():
    """A module computing Relu(a + b) on two f32[2] arguments, with its Add and its Relu."""
    from xdsl.dialects.builtin import ModuleOp, TensorType, f32
    from xdsl.dialects.func import FuncOp, ReturnOp
    from xdsl.ir import Block, Region

    from ovopt.dialects import ov

    t = TensorType(f32, [2])
    block = Block(arg_types=[t, t])
    add = ov.AddV1Op(*block.args)
    relu = ov.ReluV0Op(add.results[0])
    block.add_ops([add, relu, ReturnOp(relu.results[0])])
    function = FuncOp.from_region("main", [t, t], [t], Region(block))
    return ModuleOp([function]), add, relu


# An extension whose back-phase transformation adds one to every f32 constant: a wrong conversion
# that --validate must catch.
BREAK_CONSTANTS = """
import numpy as np
from xdsl.dialects.builtin import BytesAttr, DenseIntOrFPElementsAttr, Float32Type
from ovopt.dialects import ov
from ovopt.lowering.transformations import module_transformation

@module_transformation("add-one-to-constants", phase="back", description="a test's wrong transformation")
def add_one(module):
    for op in module.walk():
        if isinstance(op, ov.ConstantV0Op) and isinstance(op.value.get_element_type(), Float32Type):
            values = np.frombuffer(op.value.data.data, "<f4") + np.float32(1)
            op.value = DenseIntOrFPElementsAttr(op.value.type, BytesAttr(values.astype("<f4").tobytes()))
"""
