"""The ONNX backend tests, as folders on disk: written from the installed onnx wheel once per
onnx version, and found again by the roots they live under.

A test is a folder in the layout of ONNX's backend test runner: `model.onnx` and
`test_data_set_N/input_J.pb`, `output_J.pb`, with a `tolerance.json` when the test's rtol and
atol are not the runner's defaults. The wheel ships three roots ready-made (`pytorch-converted`,
`pytorch-operator`, `simple`); the two others are written here:

- `node`: the single-operator tests. The wheel holds only their generators
  (`onnx.backend.test.case.node`), so each case's model and data sets are serialized as ONNX's
  own `cmd_tools generate-data` serializes model cases.
- `light`: the nine small real models (`data/light/light_<m>.onnx`, weights as
  ConstantOfShape), which ship with their expected output only. ONNX's runner feeds them
  `arange(n) / n` in float32 with symbolic dims as 1 (`Runner.generate_dummy_data(random=False)`)
  and compares at the rtol of the matching `real` case; the folder written here says the same.
"""

from __future__ import annotations

import contextlib
import io
import json
import shutil
import warnings
from dataclasses import dataclass
from pathlib import Path

DEFAULT_RTOL, DEFAULT_ATOL = 1e-3, 1e-7  # onnx.backend.test.case.test_case.TestCase's defaults
TOLERANCE_FILE = "tolerance.json"
STAMP_FILE = "written-from.json"
FORMAT = 1  # bump when what is written changes
SHIPPED_ROOTS = ("pytorch-converted", "pytorch-operator", "simple")
WRITTEN_ROOTS = ("node", "light")
ROOTS = ("node", *SHIPPED_ROOTS, "light")  # the published figures' roots, in their order


@dataclass(frozen=True)
class Test:
    """One test folder and the root it is counted under."""

    root: str
    name: str
    folder: Path

    @property
    def id(self) -> str:
        return f"{self.root}/{self.name}"


def wheel_data() -> Path:
    """The installed onnx wheel's backend test data."""
    import onnx

    return Path(onnx.__file__).parent / "backend" / "test" / "data"


def ensure_written(folder: Path, log=print) -> None:
    """Write the node and light tests under `folder` unless the ones there are from this onnx."""
    import onnx

    stamp = folder / STAMP_FILE
    want = {"onnx": onnx.__version__, "format": FORMAT}
    if stamp.is_file() and json.loads(stamp.read_text()) == want:
        return
    log(f"writing ONNX's backend tests of onnx {onnx.__version__} into {folder}")
    for root in WRITTEN_ROOTS:
        shutil.rmtree(folder / root, ignore_errors=True)
    counts = {"node": write_node_tests(folder / "node"), "light": write_light_tests(folder / "light")}
    stamp.write_text(json.dumps(want) + "\n")
    log(", ".join(f"{root}: {n} tests" for root, n in counts.items()))


def default_roots(folder: Path) -> dict[str, Path]:
    """The roots of the published figures: the written ones under `folder`, the shipped ones in
    the wheel."""
    shipped = wheel_data()
    return {root: (folder / root if root in WRITTEN_ROOTS else shipped / root) for root in ROOTS}


def discover(roots: dict[str, Path]) -> list[Test]:
    """Every test folder under each root (a root may also be one test folder)."""
    tests = []
    for root, path in roots.items():
        if (path / "model.onnx").is_file():
            folders = [path]
        else:
            folders = sorted(p.parent for p in path.glob("*/model.onnx"))
        if not folders:
            raise SystemExit(f"no tests under {path} (root {root}): a test is a folder holding model.onnx")
        tests += [Test(root, f.name, f) for f in folders]
    return tests


def tolerance(folder: Path) -> tuple[float, float]:
    """The test's (rtol, atol): its tolerance.json, else the runner's defaults."""
    path = folder / TOLERANCE_FILE
    if not path.is_file():
        return DEFAULT_RTOL, DEFAULT_ATOL
    given = json.loads(path.read_text())
    return float(given["rtol"]), float(given["atol"])


# -- writing ----------------------------------------------------------------------------------


def write_node_tests(folder: Path) -> int:
    from onnx.backend.test.case.node import collect_testcases

    with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()):
        warnings.simplefilter("ignore")  # the generators overflow casts on purpose
        cases = collect_testcases()
    for case in cases:
        write_case(folder / case.name, case.model, case.data_sets, case.rtol, case.atol)
    return len(cases)


def write_case(folder: Path, model, data_sets, rtol: float, atol: float) -> None:
    """One test folder: the model, each data set's inputs and outputs as protobuf files."""
    folder.mkdir(parents=True)
    (folder / "model.onnx").write_bytes(model.SerializeToString())
    graph = model.graph
    for i, (inputs, outputs) in enumerate(data_sets):
        data = folder / f"test_data_set_{i}"
        data.mkdir()
        for kind, values, infos in (("input", inputs, graph.input), ("output", outputs, graph.output)):
            for j, value in enumerate(values):
                (data / f"{kind}_{j}.pb").write_bytes(_proto(value, infos[j]).SerializeToString())
    if (rtol, atol) != (DEFAULT_RTOL, DEFAULT_ATOL):
        (folder / TOLERANCE_FILE).write_text(json.dumps({"rtol": rtol, "atol": atol}) + "\n")


def _proto(value, info):
    """A data set's value as the protobuf message its graph value's type asks for."""
    from onnx import TensorProto, numpy_helper

    kind = info.type.WhichOneof("value")
    if kind == "map_type":
        return numpy_helper.from_dict(value, info.name)
    if kind == "sequence_type":
        return numpy_helper.from_list(value, info.name)
    if kind == "optional_type":
        return numpy_helper.from_optional(value, info.name)
    return value if isinstance(value, TensorProto) else numpy_helper.from_array(value, info.name)


def write_light_tests(folder: Path) -> int:
    import onnx
    from onnx import numpy_helper
    from onnx.backend.test.case.model import collect_testcases
    from onnx.backend.test.runner import Runner

    light = wheel_data() / "light"
    written = 0
    for case in collect_testcases():
        source = light / Path(case.url or "").name
        if case.kind != "real" or source.parent != light or not source.is_file():
            continue
        test = folder / case.name
        data = test / "test_data_set_0"
        data.mkdir(parents=True)
        shutil.copyfile(source, test / "model.onnx")
        model = onnx.load(source)
        weights = {i.name for i in model.graph.initializer}
        inputs = [x for x in model.graph.input if x.name not in weights]
        for j, x in enumerate(inputs):
            value = Runner.generate_dummy_data(x, name=case.model_name, random=False)
            (data / f"input_{j}.pb").write_bytes(numpy_helper.from_array(value, x.name).SerializeToString())
        for j in range(len(model.graph.output)):
            expected = source.with_name(f"{source.stem}_output_{j}.pb")
            shutil.copyfile(expected, data / f"output_{j}.pb")  # every light model ships its outputs
        (test / TOLERANCE_FILE).write_text(json.dumps({"rtol": case.rtol, "atol": case.atol}) + "\n")
        written += 1
    return written
