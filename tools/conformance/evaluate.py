"""Run a test's IR in OpenVINO on its data sets and judge the outputs.

A test passes when OpenVINO reads and compiles the IR, every output the model declares comes
out, and each has the expected shape, values within the test's tolerance (NaN equal to NaN, as
ONNX's runner compares them; at least two bfloat16 ulps for a bfloat16 output), and element
type, and every input takes the model's element type. Equal shapes and values with another
element type are `dtype_mismatch`, told apart from wrong values (`mismatch`).

Inputs and outputs are found by tensor name. A converter may rename a port (ovc names the
Parameter of an identity model after the output) or drop an input whose value no output needs
(CastLike's `like`, an empty `axes`): an unnamed port is matched with the one unmatched ONNX
value between its matched neighbours whose data shape it can take, and an ONNX input without a
port is left unfed; both are recorded.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np

from ovopt.tools.conformance import tensors
from ovopt.tools.conformance.testdata import tolerance

LOOSE_RTOL, LOOSE_ATOL = 1e-2, 1e-4  # `pass_loose`: values this close count as close enough


def load_data(folder: Path):
    """(input names, output names, [(inputs by name, expected outputs)]) of a test folder."""
    import onnx
    from onnx import numpy_helper

    model = onnx.load(folder / "model.onnx", load_external_data=False)
    weights = {i.name for i in model.graph.initializer}
    inputs = [v.name for v in model.graph.input if v.name not in weights]
    outputs = [v.name for v in model.graph.output]
    data_sets = []
    for data in sorted(folder.glob("test_data_set_*"), key=lambda p: int(p.name.rsplit("_", 1)[1])):
        feeds = {}
        for j in range(len(list(data.glob("input_*.pb")))):
            tensor = onnx.load_tensor(data / f"input_{j}.pb")
            # By the name the file gives, else by position (older tests leave names out).
            name = tensor.name if tensor.name in inputs and tensor.name not in feeds else inputs[j]
            feeds[name] = numpy_helper.to_array(tensor)
        expected = [numpy_helper.to_array(onnx.load_tensor(data / f"output_{j}.pb")) for j in range(len(outputs))]
        data_sets.append((feeds, expected))
    return inputs, outputs, data_sets


def evaluate(core, xml: Path, folder: Path, config: dict, stage: Callable[[str], None]) -> dict:
    """The verdict on the IR at `xml` for the test in `folder`; `stage` hears each stage begin
    (read, compile, infer), so that a crash can be told apart by where it happened."""
    rtol, atol = tolerance(folder)
    inputs, outputs, data_sets = load_data(folder)
    stage("read")
    model = core.read_model(str(xml))
    stage("compile")
    compiled = core.compile_model(model, "CPU", config)
    stage("infer")
    first = data_sets[0] if data_sets else ({}, [])
    in_ports, dropped, renamed = bind(compiled.inputs, inputs, {k: v.shape for k, v in first[0].items()})
    out_ports, missing, renamed_out = bind(compiled.outputs, outputs, {n: v.shape for n, v in zip(outputs, first[1])})
    request = compiled.create_infer_request()
    notes, comparisons = set(), []
    for feeds, expected in data_sets:
        for name, value in feeds.items():
            if name not in in_ports:
                continue
            port_type = in_ports[name].get_element_type()
            want = tensors.ONNX_TO_OV.get(tensors.onnx_type_name(value))
            if port_type.get_type_name() != want:
                notes.add(f"input {name} is {port_type.get_type_name()}, not {want}")
            request.set_tensor(in_ports[name], tensors.to_ov(value, port_type))
        request.infer()
        got = {name: tensors.from_ov(request.get_tensor(port)) for name, port in out_ports.items()}
        comparisons += [compare(e, got[n], rtol, atol) for n, e in zip(outputs, expected) if n in got]
    verdict = judge(comparisons, missing, sorted(notes))
    verdict.update(rtol=rtol, atol=atol)
    if dropped:
        verdict["ir_dropped_inputs"] = dropped
    if renamed or renamed_out:
        verdict["ir_renamed_io"] = renamed + renamed_out
    return verdict


def bind(ports, names: list[str], shapes: dict[str, tuple]) -> tuple[dict, list[str], list[str]]:
    """{ONNX name: port}, the names no port takes, and the ports matched other than by name."""
    ports = list(ports)
    by_name: dict[str, object] = {}
    for port in ports:
        for name in port.get_names():
            by_name.setdefault(name, port)
    bound = {name: by_name[name] for name in names if name in by_name}  # a port may carry two names
    position = {name: i for i, name in enumerate(names)}
    renamed = []
    for k, port in enumerate(ports):
        if any(p is port for p in bound.values()):
            continue
        before = [position[n] for n, p in bound.items() if any(p is q for q in ports[:k])]
        after = [position[n] for n, p in bound.items() if any(p is q for q in ports[k + 1 :])]
        low, high = max(before, default=-1), min(after, default=len(names))
        candidates = [n for n in names[low + 1 : high] if n not in bound and _fits(port, shapes.get(n))]
        if len(candidates) != 1:
            raise RuntimeError(f"the IR's port {port.get_any_name()!r} is none of the model's values ({candidates})")
        bound[candidates[0]] = port
        renamed.append(f"{candidates[0]}->{port.get_any_name()}")
    return bound, [n for n in names if n not in bound], renamed


def _fits(port, shape: tuple | None) -> bool:
    import openvino

    return shape is not None and port.get_partial_shape().compatible(openvino.PartialShape(list(shape)))


def compare(expected: np.ndarray, got: np.ndarray, rtol: float, atol: float) -> dict:
    """Shape, element type and values of one output, as np.testing.assert_allclose(got,
    expected, rtol, atol) judges them, NaN equal to NaN."""
    found = {
        "shape": list(got.shape),
        "expected_shape": list(expected.shape),
        "dtype": tensors.onnx_type_name(got),
        "expected_dtype": tensors.onnx_type_name(expected),
    }
    if got.shape != expected.shape:
        return {**found, "shape_ok": False, "values_ok": False, "loose_ok": False}
    if found["expected_dtype"] == "BFLOAT16":
        rtol = max(rtol, 2**-6)  # as ONNX's runner: two bfloat16 ulps
    try:
        want, have = tensors.as_float64(expected), tensors.as_float64(got)
    except (TypeError, ValueError) as error:
        return {**found, "shape_ok": True, "values_ok": False, "loose_ok": False, "error": str(error)}
    with np.errstate(all="ignore"):
        close = np.isclose(have, want, rtol=rtol, atol=atol, equal_nan=True)
        loose = np.isclose(have, want, rtol=max(rtol, LOOSE_RTOL), atol=max(atol, LOOSE_ATOL), equal_nan=True)
        finite = np.isfinite(want) & np.isfinite(have)
        difference = np.where(finite, np.abs(have - want), 0.0)
    return {
        **found,
        "shape_ok": True,
        "values_ok": bool(close.all()),
        "loose_ok": bool(loose.all()),
        "wrong": int((~close).sum()),
        "count": int(close.size),
        "max_abs_error": float(difference.max()) if difference.size else 0.0,
    }


def judge(comparisons: list[dict], missing: list[str], notes: list[str]) -> dict:
    """The class of a test from its outputs' comparisons: pass, dtype_mismatch or mismatch."""
    loose = all(c["loose_ok"] for c in comparisons)
    if missing:
        return {"class": "mismatch", "pass_loose": False, "detail": f"no output {', '.join(missing)} in the IR"}
    for c in comparisons:
        if not c["shape_ok"]:
            detail = f"shape {c['shape']}, not {c['expected_shape']}"
            return {"class": "mismatch", "pass_loose": False, "detail": detail}
    wrong = [c for c in comparisons if not c["values_ok"]]
    if wrong:
        worst = max(wrong, key=lambda c: c.get("max_abs_error", 0.0))
        detail = worst.get("error") or (
            f"values: {worst['wrong']} of {worst['count']} wrong, max abs error {worst['max_abs_error']:.3g}"
        )
        return {"class": "mismatch", "pass_loose": loose, "detail": detail}
    types = [f"output is {c['dtype']}, not {c['expected_dtype']}" for c in comparisons if not _same_type(c)]
    if types or notes:
        return {"class": "dtype_mismatch", "pass_loose": loose, "detail": "; ".join(sorted(set(types)) + notes)}
    return {"class": "pass", "pass_loose": True, "detail": ""}


def _same_type(comparison: dict) -> bool:
    return comparison["dtype"] == comparison["expected_dtype"]
