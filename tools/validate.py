"""`--validate`: run the IR ov-opt wrote in OpenVINO and the source ONNX model in onnxruntime
on the same inputs, and compare every output.

The inputs are random (seeded, so a run repeats) or read from `--validate-inputs FILE.npz`
(one array per model input, by name). Random inputs take their shapes from the model: a
dynamic dimension takes the IR's size when the IR fixed it; else it is sampled inside the IR's
range for it, one size per ONNX dim name (inputs that share `seq` share its size), different
names getting different sizes, and the model is compared at two such sizes (SAMPLED_SIZES), so
a bug that a size of 1 hides (attention over one token) shows; a model that refuses them is
compared at 1, and the report says so. Floats are standard normal, integers 0..3, booleans
either. Outputs are matched by tensor name, so an IR cut at inner tensors (`--output`) is
compared with those tensors of the ONNX model.

An output passes when |actual - expected| <= tol * (1 + |expected|) element by element
(numpy's allclose with rtol = atol = tol), with `tol` from `--validate-tolerance` or by its
element type (TOLERANCES); integer and boolean outputs must be equal. Over tolerance, the
IR is removed (a script must not mistake it for a good one) and ov-opt exits with status 1.

With --compress-to-fp16 the weights' rounding would pass for a bug: the module as it entered
the compression is compared with onnxruntime, and the IR with that module's weights rounded as
the compression stores them (docs/driver.md). A GNA emulation (gna-emulate) is compared in
parts as validate_gna.py says.
"""

from __future__ import annotations

import importlib.util
import os
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import numpy as np

from ovopt.lowering.pipeline import StepHooks
from ovopt.tools.validate_gna import APPROXIMATION, EMULATION, check_gna_emulation, is_gna_emulation
from ovopt.tools.validate_outputs import (  # noqa: F401  (OutputsDiffer: the driver's, for --bisect)
    OutputReport,
    OutputsDiffer,
    ValidationError,
    print_unjudged,
    raise_if_differing,
)

SEED = 0
DYNAMIC_DIM = 1  # when the model runs at no sampled size
SAMPLED_SIZES = (3, 6)  # one comparison per entry; the i-th dim name takes entry + i
# Default tolerance by the expected output's element type; anything else must match exactly.
TOLERANCES = {np.dtype("float64"): 1e-6, np.dtype("float32"): 1e-3, np.dtype("float16"): 1e-2}
BFLOAT16_TOLERANCE = 5e-2
COMPRESSION = "ov-compress-to-fp16"  # the step whose rounding the validation repeats
WATCHED = (COMPRESSION, APPROXIMATION, EMULATION)  # the steps whose input module the validation keeps


@dataclass(frozen=True)
class InputSpec:
    name: str
    dtype: np.dtype
    shape: tuple[int | None, ...] | None  # a None dim is dynamic; a None shape, of unknown rank
    symbols: tuple[str | None, ...] = ()  # ONNX's dim names (dim_param) of the dynamic dims

    def show(self) -> str:
        if self.shape is None:
            return "[*]"
        return "[" + ",".join("?" if d is None else str(d) for d in self.shape) + "]"

    def fits(self, shape: tuple[int, ...]) -> bool:
        if self.shape is None:
            return True
        return len(shape) == len(self.shape) and all(d is None or d == a for d, a in zip(self.shape, shape))


def _require(package: str, why: str) -> None:
    if importlib.util.find_spec(package) is None:
        raise ValidationError(f"--validate {why}, and {package} is not installed: pip install {package}")


class Validation:
    """Prepared before the conversion (so a bad request fails before any file is written),
    run after -t ir wrote the IR."""

    def __init__(self, model_path: str | None, frontend: str, inputs_path: str | None, tolerance: float | None):
        if frontend not in ("onnx", "onnxtext") or model_path is None:
            source = model_path or "stdin"
            raise ValidationError(
                f"--validate compares the IR with the source ONNX model in onnxruntime; {source} is not an ONNX model"
            )
        if tolerance is not None and not tolerance >= 0:
            raise ValidationError(f"--validate-tolerance {tolerance}: give a number >= 0")
        _require("openvino", "runs the IR in OpenVINO")
        _require("onnxruntime", "runs the source model in onnxruntime")
        self.model_path = model_path
        self.frontend = frontend
        self.tolerance = tolerance
        self.model = self._load(with_weights=False)
        self.specs = _input_specs(self.model)
        self.given = _read_inputs(inputs_path, self.specs) if inputs_path else None
        self.entered: dict[str, object] = {}  # the modules as WATCHED steps got them (watcher())
        self.entered_steps: dict[str, object] = {}

    @classmethod
    def from_args(cls, args, target: str, frontend: str) -> Validation | None:
        """ov-opt's request, checked before anything is converted or written (None: not asked)."""
        if not (args.validate or args.bisect or args.validate_inputs or args.validate_tolerance is not None):
            return None
        if target != "ir" and not args.bisect:
            raise ValidationError("--validate checks the IR that -t ir writes: add -t ir -o OUT.xml")
        return cls(args.input_file, frontend, args.validate_inputs, args.validate_tolerance)

    def _load(self, with_weights: bool):
        import onnx

        if self.frontend == "onnxtext":
            return onnx.parser.parse_model(Path(self.model_path).read_text())
        return onnx.load(self.model_path, load_external_data=with_weights)

    # -- after the conversion -------------------------------------------------------------------

    def check_written(self, args, report: IO[str]) -> list[OutputReport]:
        """check() the IR ov-opt wrote: -o's .xml, and the .bin beside it or at ir{bin-path=...}."""
        from xdsl.utils.arg_spec import parse_spec

        from ovopt.targets.ir import IrTarget

        xml = Path(args.output_file)
        bin_path = IrTarget.from_spec(parse_spec(args.target)).bin_path
        return self.check(xml, Path(bin_path) if bin_path else xml.with_suffix(".bin"), report)

    def check(self, xml: Path, bin: Path, report: IO[str]) -> list[OutputReport]:
        """Run both, print a line per output to `report`; over tolerance, remove the IR and raise."""
        try:
            if COMPRESSION in self.entered:
                return self._check_compressed(xml, bin, report)
            if is_gna_emulation(self.entered):
                return check_gna_emulation(self, self.entered, self.entered_steps, xml, bin, report)
            reports = self.compare_ir(xml, bin, report)
            raise_if_differing(reports, "from onnxruntime")
            return reports
        except BaseException:
            _remove(xml, bin)
            raise

    def watcher(self) -> StepHooks:
        """What the driver's run of the steps tells: the module as it enters --compress-to-fp16,
        or the GNA steps that approximate and emulate (validate_gna.py)."""
        return _Entering(self)

    def _check_compressed(self, xml: Path, bin: Path, report: IO[str]) -> list[OutputReport]:
        """With --compress-to-fp16, the IR's numbers are onnxruntime's plus the rounding of its
        weights, which no tolerance tells from a bug. So: the conversion before the compression
        against onnxruntime, then the IR against that conversion with its weights rounded as the
        compression stores them (the same rounding), each with the default tolerance; the
        rounding's own effect is shown, not judged."""
        import tempfile

        from ovopt.lowering.ov.options.compress import round_weights_as_compressed
        from ovopt.targets.ir import write_ir_files

        with tempfile.TemporaryDirectory(prefix="ov-opt-validate-") as folder:
            plain, rounded = Path(folder) / "f32.xml", Path(folder) / "rounded.xml"
            write_ir_files(self.entered[COMPRESSION], plain)
            module = self.entered[COMPRESSION].clone()
            round_weights_as_compressed(module)
            write_ir_files(module, rounded)
            conversion = self._check_uncompressed(plain, report)
            print(
                "validate: the IR against the same IR with f32 weights rounded as --compress-to-fp16 stores them, "
                "both in OpenVINO:",
                file=report,
            )
            same_rounding = self._run_ir_as_reference(rounded)
            compression = self.compare_ir(xml, bin, report, reference=same_rounding)
            raise_if_differing(compression, "from the IR with its weights rounded the same way (a compression bug)")
            print("validate: f16 weights against onnxruntime (the rounding's effect, not judged):", file=report)
            print_unjudged(self.compare_ir(xml, bin, None), report)
        return conversion + compression

    def _check_uncompressed(self, xml: Path, report: IO[str]) -> list[OutputReport]:
        """The IR before --compress-to-fp16 against onnxruntime (in parts, for a GNA emulation)."""
        if is_gna_emulation(self.entered):
            print("validate: the IR before --compress-to-fp16, a GNA emulation:", file=report)
            return check_gna_emulation(self, self.entered, self.entered_steps, xml, xml.with_suffix(".bin"), report)
        print("validate: the conversion (its IR before --compress-to-fp16) against onnxruntime:", file=report)
        conversion = self.compare_ir(xml, xml.with_suffix(".bin"), report)
        raise_if_differing(conversion, "from onnxruntime before --compress-to-fp16 (a conversion bug, not rounding)")
        return conversion

    def _run_ir_as_reference(self, xml: Path):
        """A reference (as _run_both takes one) that runs the IR `xml` in OpenVINO."""
        import openvino

        def run(feeds: dict[str, np.ndarray], extra_outputs: list[str]) -> dict[str, np.ndarray]:
            core = openvino.Core()
            compiled = core.compile_model(core.read_model(str(xml)), "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
            return _run_openvino(compiled, feeds)

        return run

    def compare_ir(
        self, xml: Path, bin: Path, report: IO[str] | None, reference=None, tolerance: float | None = None
    ) -> list[OutputReport]:
        """One comparison per size of the dynamic dims (one for given inputs), each announced
        on `report` (None: nothing printed); `reference` runs the expected outputs (onnxruntime),
        `tolerance` replaces --validate-tolerance's."""
        reports = []
        for sizes in [{}] if self.given is not None else sampled_sizes(self.specs):
            actual, expected, feeds, note = self._run_sized(xml, bin, sizes, reference)
            common = [name for name in expected if name in actual]
            if not common:
                raise ValidationError(
                    f"--validate: the IR has none of the model's outputs ({', '.join(expected)}) "
                    f"under their names (it has {', '.join(actual)})"
                )
            shapes = ", ".join(f"'{name}' {list(value.shape)}" for name, value in feeds.items())
            given = "given inputs" if self.given is not None else "random inputs"
            if report is not None:
                print(f"validate: {given} {shapes}{note}", file=report, flush=True)
            for one in self._compare_all(actual, expected, tolerance).values():
                if report is not None:
                    print(one.line(), file=report, flush=True)
                reports.append(one)
        return reports

    def _run_sized(self, xml: Path, bin: Path, sizes: dict, reference=None) -> tuple[dict, dict, dict, str]:
        """_run_both at `sizes`; a model that does not run at them runs at 1, and the note says so."""
        if not sizes:
            return (*self._run_both(xml, bin, reference=reference), "")
        try:
            return (*self._run_both(xml, bin, sizes=sizes, reference=reference), f" (dynamic {describe_sizes(sizes)})")
        except ValidationError as error:
            ones = {name: DYNAMIC_DIM for name in sizes}
            why = str(error).removeprefix("--validate: ")
            return (
                *self._run_both(xml, bin, sizes=ones, reference=reference),
                f" (dynamic {describe_sizes(ones)}: at {describe_sizes(sizes)}: {why})",
            )

    def compare_tensors(self, xml: Path, bin: Path) -> dict[str, OutputReport]:
        """Every tensor of the ONNX model that the IR names too (inner ones made outputs of
        both), compared: where --bisect finds the node that first computes other numbers."""
        return self._compare_all(*self._run_sized_first(xml, bin, inner=True))

    def compare_outputs(self, xml: Path, bin: Path) -> list[OutputReport]:
        """The IR's outputs compared, nothing printed, nothing removed."""
        return list(self._compare_all(*self._run_sized_first(xml, bin)).values())

    def _run_sized_first(self, xml: Path, bin: Path, inner: bool = False) -> tuple[dict, dict]:
        """_run_both at the first sampled sizes (what --bisect compares)."""
        sizes = sampled_sizes(self.specs)[0]
        try:
            return self._run_both(xml, bin, inner, sizes)[:2]
        except ValidationError:
            return self._run_both(xml, bin, inner, {name: DYNAMIC_DIM for name in sizes})[:2]

    def _compare_all(self, actual: dict, expected: dict, tolerance: float | None = None) -> dict[str, OutputReport]:
        tolerance = self.tolerance if tolerance is None else tolerance
        return {name: compare(name, actual[name], expected[name], tolerance) for name in expected if name in actual}

    def _run_both(
        self, xml: Path, bin: Path, inner: bool = False, sizes: dict | None = None, reference=None
    ) -> tuple[dict, dict, dict]:
        """The IR's outputs from OpenVINO (with `inner`, every ONNX tensor it names too) and
        those of the model from onnxruntime, on the same inputs (given, or random with the
        dynamic dims of `sizes`), and those inputs."""
        import openvino

        try:
            core = openvino.Core()
            model = core.read_model(str(xml), str(bin))
            if inner:
                named = {name for op in model.get_ops() for port in op.outputs() for name in port.get_names()}
                wanted = sorted(_inner_tensors(self.model) & named - set(self._output_names()))
                if wanted:
                    model.add_outputs(wanted)
            compiled = core.compile_model(model, "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
            feeds = self.given if self.given is not None else self._random_inputs(compiled, sizes or {})
            actual = _run_openvino(compiled, feeds)
        except RuntimeError as error:  # OpenVINO's exceptions
            raise ValidationError(f"--validate: OpenVINO cannot run {xml}: {_first_line(error)}") from None
        reference = reference or self._run_onnxruntime
        expected = reference(feeds, [name for name in actual if name not in self._output_names()])
        return actual, expected, feeds

    def _output_names(self) -> list[str]:
        return [o.name for o in self.model.graph.output]

    def _random_inputs(self, compiled, sizes: dict[str | None, int]) -> dict[str, np.ndarray]:
        """Random inputs of the model's shapes; a dynamic dim takes the IR's size, else `sizes`'."""
        ir_shapes = {}
        for port in compiled.inputs:
            shape = port.get_partial_shape()
            dims = tuple(_ir_dim(d) for d in shape) if shape.rank.is_static else None
            for name in port.get_names():
                ir_shapes[name] = dims
        rng = np.random.default_rng(SEED)
        return {
            spec.name: random_array(rng, spec.dtype, _shape(spec, ir_shapes.get(spec.name), sizes))
            for spec in self.specs
        }

    def _run_onnxruntime(self, feeds: dict[str, np.ndarray], extra_outputs: list[str]) -> dict[str, np.ndarray]:
        """The model's outputs, and `extra_outputs` (inner tensors the IR returns) when the graph has them."""
        import onnx
        import onnxruntime

        inner = _inner_tensors(self.model) & set(extra_outputs)
        if inner or self.frontend == "onnxtext":
            model = self._load(with_weights=True)
            model.graph.output.extend(onnx.helper.make_empty_tensor_value_info(n) for n in sorted(inner))
            source = model.SerializeToString()
        else:
            source = self.model_path  # onnxruntime finds external data beside it
        try:
            session = onnxruntime.InferenceSession(source, providers=["CPUExecutionProvider"])
            names = [o.name for o in session.get_outputs()]
            return dict(zip(names, session.run(names, feeds)))
        except Exception as error:  # noqa: BLE001  (onnxruntime raises its own exception types)
            why = _first_line(error)
            raise ValidationError(f"--validate: onnxruntime cannot run {self.model_path}: {why}") from None


class _Entering(StepHooks):
    """Keeps a copy of the module as it enters each WATCHED step for the validation."""

    def __init__(self, validation: Validation):
        self.validation = validation

    def before_step(self, index: int, step, module) -> None:
        if step.name in WATCHED:
            self.validation.entered[step.name] = module.clone()
            self.validation.entered_steps[step.name] = step


def _input_specs(model) -> list[InputSpec]:
    import onnx

    initialized = {t.name for t in model.graph.initializer}
    specs = []
    for value in model.graph.input:
        if value.name in initialized:
            continue
        tensor = value.type.tensor_type
        dims = (
            tuple(d.dim_value if d.HasField("dim_value") and d.dim_value > 0 else None for d in tensor.shape.dim)
            if tensor.HasField("shape")
            else None
        )
        symbols = tuple(d.dim_param or None for d in tensor.shape.dim) if dims is not None else ()
        element = np.dtype(onnx.helper.tensor_dtype_to_np_dtype(tensor.elem_type))
        specs.append(InputSpec(value.name, element, dims, symbols))
    return specs


def _inner_tensors(model) -> set[str]:
    return {name for node in model.graph.node for name in node.output if name}


def _read_inputs(path: str, specs: list[InputSpec]) -> dict[str, np.ndarray]:
    """The arrays of an .npz, one per model input, checked against the model's inputs."""
    try:
        loaded = np.load(path, allow_pickle=False)
        if not isinstance(loaded, np.lib.npyio.NpzFile):
            raise ValueError("it holds one array (.npy): save one array per model input with numpy.savez")
        with loaded as archive:
            arrays = {name: archive[name] for name in archive.files}
    except (OSError, ValueError, EOFError, zipfile.BadZipFile) as error:  # EOFError: an empty file
        raise ValidationError(f"--validate-inputs {path}: cannot read it as .npz: {_first_line(error)}") from None
    known = {spec.name for spec in specs}
    for name in arrays:
        if name not in known:
            raise ValidationError(
                f"--validate-inputs {path}: the model has no input '{name}' (its inputs: {', '.join(sorted(known))})"
            )
    feeds = {}
    for spec in specs:
        if spec.name not in arrays:
            raise ValidationError(
                f"--validate-inputs {path}: no array for the model input '{spec.name}' {spec.show()} "
                f"(it has: {', '.join(sorted(arrays)) or 'nothing'})"
            )
        array = arrays[spec.name]
        if not spec.fits(array.shape):
            raise ValidationError(
                f"--validate-inputs {path}: '{spec.name}' has shape {list(array.shape)}; the model takes {spec.show()}"
            )
        if not np.can_cast(array.dtype, spec.dtype, casting="same_kind"):
            raise ValidationError(
                f"--validate-inputs {path}: '{spec.name}' holds {array.dtype}; the model takes {spec.dtype}"
            )
        feeds[spec.name] = array.astype(spec.dtype, copy=False)
    return feeds


def _shape(spec: InputSpec, ir_dims, sizes: dict[str | None, int] | None = None) -> list[int]:
    """The shape of a random input: the model's, a dynamic dim taking the IR's size, else its
    name's size in `sizes` (None: unnamed dims), else 1. `ir_dims` holds, per dim, its size, None,
    or the (min, max) range the IR allows (max None: unbounded)."""
    if spec.shape is None:
        if ir_dims is None or not all(isinstance(d, int) for d in ir_dims):
            raise ValidationError(
                f"--validate: the model input '{spec.name}' has no known shape; give its values with --validate-inputs"
            )
        return list(ir_dims)
    ir_dims = ir_dims if ir_dims is not None and len(ir_dims) == len(spec.shape) else (None,) * len(spec.shape)
    symbols = spec.symbols or (None,) * len(spec.shape)
    shape = []
    for d, ir, symbol in zip(spec.shape, ir_dims, symbols):
        if d is not None or isinstance(ir, int):
            shape.append(d if d is not None else ir)
            continue
        size = (sizes or {}).get(symbol, DYNAMIC_DIM)
        low, high = ir if isinstance(ir, tuple) else (0, None)
        shape.append(max(low, size if high is None else min(size, high)))
    return shape


def dynamic_names(specs: list[InputSpec]) -> list[str | None]:
    """The names of the inputs' dynamic dims, in order of appearance (None: unnamed ones)."""
    names: list[str | None] = []
    for spec in specs:
        for d, symbol in zip(spec.shape or (), spec.symbols or (None,) * len(spec.shape or ())):
            if d is None and symbol not in names:
                names.append(symbol)
    return names


def sampled_sizes(specs: list[InputSpec]) -> list[dict[str | None, int]]:
    """One {dim name: size} per comparison: SAMPLED_SIZES, the i-th name one larger than the
    (i-1)-th, so dims that a wrong rewrite swaps differ; [{}] for a model without dynamic dims."""
    names = dynamic_names(specs)
    if not names:
        return [{}]
    return [{name: base + i for i, name in enumerate(names)} for base in SAMPLED_SIZES]


def describe_sizes(sizes: dict[str | None, int]) -> str:
    return ", ".join(f"{name or 'unnamed dims'}={size}" for name, size in sizes.items())


def _ir_dim(dim):
    """An OpenVINO Dimension as _shape reads it: its size, or its (min, max) range."""
    if dim.is_static:
        return dim.get_length()
    high = dim.get_max_length()
    return (max(dim.get_min_length(), 0), None if high < 0 else high)


def random_array(rng: np.random.Generator, dtype: np.dtype, shape: list[int]) -> np.ndarray:
    if np.issubdtype(dtype, np.floating):
        return rng.standard_normal(shape).astype(dtype)
    if dtype == np.bool_:
        return rng.integers(0, 2, shape).astype(bool)
    return rng.integers(0, 4, shape).astype(dtype)


def _run_openvino(compiled, feeds: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    inputs = {}
    for index, port in enumerate(compiled.inputs):
        names = port.get_names()
        given = next((feeds[n] for n in names if n in feeds), None)
        if given is None:
            raise ValidationError(
                f"--validate: the IR takes an input {' / '.join(sorted(names)) or index} that the ONNX model does not"
            )
        inputs[index] = given.astype(port.get_element_type().to_dtype(), copy=False)
    results = compiled.create_infer_request().infer(inputs)
    outputs = {}
    for port, value in results.items():
        for name in port.get_names():
            outputs[name] = np.asarray(value)
    return outputs


def tolerance_for(dtype: np.dtype, given: float | None) -> float:
    """0 for integers and booleans (they must be equal); else `given` or the element type's default."""
    if not np.issubdtype(dtype, np.floating) and dtype.name != "bfloat16":
        return 0.0
    if given is not None:
        return given
    return TOLERANCES.get(dtype, BFLOAT16_TOLERANCE)


def compare(name: str, actual: np.ndarray, expected: np.ndarray, given: float | None = None) -> OutputReport:
    """The errors of `actual` against `expected`, and whether they are within tolerance."""
    tolerance = tolerance_for(expected.dtype, given)
    element = expected.dtype.name
    if actual.shape != expected.shape:
        problem = f"shape {list(actual.shape)}, onnxruntime gives {list(expected.shape)}"
        return OutputReport(name, element, expected.shape, None, None, tolerance, problem)
    a, b = actual.astype(np.float64), expected.astype(np.float64)
    same = (a == b) | (np.isnan(a) & np.isnan(b))
    error = np.where(same, 0.0, np.abs(a - b))
    error = np.where(np.isnan(error), np.inf, error)  # NaN against a number
    max_abs = float(error.max()) if error.size else 0.0
    meaningful = np.abs(b) > tolerance
    max_rel = float((error[meaningful] / np.abs(b[meaningful])).max()) if meaningful.any() else None
    over = error > tolerance * (1 + np.abs(np.nan_to_num(b)))
    problem = None
    if over.any():
        where = tuple(int(i) for i in np.unravel_index(int(np.argmax(np.where(over, error, -1))), error.shape))
        problem = (
            f"{int(over.sum())} of {error.size} elements over tolerance {tolerance:g}; "
            f"worst at {list(where)}: {float(actual[where]):.6g} vs {float(expected[where]):.6g}"
        )
    return OutputReport(name, element, expected.shape, max_abs, max_rel, tolerance, problem)


def _remove(*paths: Path) -> None:
    for path in paths:
        if os.path.exists(path):
            os.unlink(path)


def _first_line(error: BaseException) -> str:
    """The message's first informative line (OpenVINO's start with where in its sources they came from)."""
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    lines = [line for line in lines if not line.startswith("Exception from ")] or lines
    return lines[0] if lines else type(error).__name__
