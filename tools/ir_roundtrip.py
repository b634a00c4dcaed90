"""IR -> ov dialect -> IR: read an IR with ov-opt's IR frontend, write it again, and check the
second IR is the first (same layer types, tensor names and outputs in OpenVINO).

    python -m ovopt.tools.ir_roundtrip model.onnx [more.onnx ...]

For each model it round-trips ovopt's IR (`-p ov-default -t ir`) and ovc's (weights kept
f32), and prints the layers, the layers read as opaque `ov.layer`, the time of the read and
write, whether the layer types and tensor names survived, and the largest output difference
in OpenVINO's CPU plugin.
"""

from __future__ import annotations

import argparse
import io
import sys
import tempfile
import time
from contextlib import redirect_stderr
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ovopt.tools.compare_ir import convert_with_ovc, convert_with_ovopt, layer_types, tensor_names


def round_trip(xml: Path, again: Path) -> float:
    """`ov-opt XML -t ir -o AGAIN`; the seconds it took."""
    from ovopt.tools.ov_opt import main

    errors = io.StringIO()
    start = time.perf_counter()
    with redirect_stderr(errors):
        code = main([str(xml), "-t", "ir", "-o", str(again)])
    if code != 0:
        raise RuntimeError(f"ov-opt could not round-trip {xml}: {errors.getvalue().strip()}")
    return time.perf_counter() - start


def opaque_layers(xml: Path) -> int:
    """How many layers of `xml` the IR frontend reads as `ov.layer` (no op of the dialect)."""
    from xdsl.context import Context

    from ovopt.dialects import ov
    from ovopt.frontends import Source
    from ovopt.frontends.ir import read_ir

    module = read_ir(Source(Context(), xml.read_bytes(), str(xml)))
    return sum(isinstance(op, ov.LayerOp) for op in module.walk())


def random_inputs(xml: Path, seed: int = 0) -> dict[str, np.ndarray]:
    """Standard-normal floats and small integers for every input of the IR, by its first name;
    dynamic dims are 2."""
    import openvino

    rng = np.random.default_rng(seed)
    inputs = {}
    for port in openvino.Core().read_model(str(xml)).inputs:
        shape = [d.get_length() if d.is_static else 2 for d in port.get_partial_shape()]
        dtype = port.get_element_type().to_dtype()
        if np.issubdtype(dtype, np.floating):
            inputs[port.get_any_name()] = rng.standard_normal(shape).astype(dtype)
        elif dtype == np.bool_:
            inputs[port.get_any_name()] = rng.integers(0, 2, shape).astype(bool)
        else:
            inputs[port.get_any_name()] = rng.integers(0, 5, shape).astype(dtype)
    return inputs


def run(xml: Path, inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """OpenVINO's outputs of the IR (CPU, f32), by every tensor name of each output."""
    import openvino

    compiled = openvino.Core().compile_model(str(xml), "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
    results = compiled.create_infer_request().infer(inputs)
    return {name: np.asarray(value) for port, value in results.items() for name in port.get_names()}


@dataclass
class RoundTrip:
    model: str
    source: str  # ovopt or ovc
    layers: int
    opaque: int  # layers read as ov.layer
    seconds: float
    same_layers: bool  # the same layer types, as many of each
    same_names: bool  # the same tensor names on output ports
    max_difference: float  # over every output, in OpenVINO

    def row(self) -> str:
        yes = {True: "yes", False: "NO"}
        return (
            f"| {self.model} | {self.source} | {self.layers} | {self.opaque} | {self.seconds:.2f} "
            f"| {yes[self.same_layers]} | {yes[self.same_names]} | {self.max_difference:.3g} |"
        )


HEADER = (
    "| model | IR from | layers | read as ov.layer | read + write (s) | same layer types | same tensor names "
    "| max output difference |\n| --- | --- | --- | --- | --- | --- | --- | --- |"
)


def check(model: str, source: str, xml: Path, again: Path) -> RoundTrip:
    """Round-trip `xml` into `again` and compare the two."""
    seconds = round_trip(xml, again)
    inputs = random_inputs(xml)
    before, after = run(xml, inputs), run(again, inputs)
    if before.keys() != after.keys():
        difference = float("inf")
    else:
        difference = max((float(np.max(np.abs(before[n] - after[n]), initial=0)) for n in before), default=0.0)
    return RoundTrip(
        model,
        source,
        sum(layer_types(xml).values()),
        opaque_layers(xml),
        seconds,
        layer_types(xml) == layer_types(again),
        tensor_names(xml) == tensor_names(again),
        difference,
    )


def check_model(model: Path, directory: Path) -> list[RoundTrip]:
    """The round trips of ovopt's and ovc's IR of an ONNX model."""
    ours = convert_with_ovopt(model, directory / "ovopt.xml")
    theirs = convert_with_ovc(model, directory / "ovc.xml")
    return [
        check(model.stem, "ovopt", ours, directory / "ovopt_again.xml"),
        check(model.stem, "ovc", theirs, directory / "ovc_again.xml"),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("models", nargs="+", type=Path)
    args = parser.parse_args(argv)
    print(HEADER)
    failed = False
    for model in args.models:
        with tempfile.TemporaryDirectory() as scratch:
            for result in check_model(model, Path(scratch)):
                print(result.row(), flush=True)
                failed |= not (result.same_layers and result.same_names and result.max_difference == 0)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
