"""`--validate` of a GNA emulation (`gna-emulate`, with or without `precision=i16|i8`).

The emulation IR computes GNA's PWL segments and, with a precision, its integers: its numbers
are onnxruntime's plus an approximation the user asked for, which no f32 tolerance tells from
a bug. So the validation compares in two parts, each a failure when over its tolerance:

- the conversion as it enters `convert-ov-to-gna` (the first step that approximates: it
  designs the PWLs; the quantisation comes after it) against onnxruntime, at the default
  tolerance: a difference there is a conversion bug;
- the written IR against ovopt's own reference of the approximated gna module as it enters
  `convert-gna-to-ov` (the gna ops' numpy kernels, computing GNA's integers when the module is
  quantised), at EMULATION_TOLERANCES: a difference there is an emulation bug.

The IR's error against onnxruntime is then printed as GNA's approximation, not judged.
"""

from __future__ import annotations

from pathlib import Path
from typing import IO

import numpy as np
from xdsl.dialects.builtin import ModuleOp

from ovopt.tools.validate_outputs import print_unjudged, raise_if_differing

APPROXIMATION = "convert-ov-to-gna"  # designs the PWLs; gna-quantize, later, rounds to integers
EMULATION = "convert-gna-to-ov"  # the gna ops back to opset ops that compute the same numbers
# The emulation IR in OpenVINO against the gna module's reference kernels, as the e2e tests
# state them: float rounding for the float PWLs (test_gna_emulate), one unit of the output's
# last place where f32 rounds sums beyond 2^24, 4 allowed, with int16 weights, and 0.03 with
# int8 ones (test_gna_integers).
EMULATION_TOLERANCES = {"": 1e-4, "i16": 4 / 1024, "i8": 0.03}


def is_gna_emulation(entered: dict[str, ModuleOp]) -> bool:
    """Whether the run approximated (its module entered both GNA steps the check needs)."""
    return APPROXIMATION in entered and EMULATION in entered


def check_gna_emulation(
    validation, entered: dict[str, ModuleOp], steps: dict, xml: Path, bin: Path, report: IO[str]
) -> list:
    """The two comparisons of the module docstring, then the end-to-end error as information."""
    import tempfile

    precision, bound = _options(steps)
    what = f"precision={precision}" if precision else "float PWLs"
    with tempfile.TemporaryDirectory(prefix="ov-opt-validate-") as folder:
        before = _single_model_ir(entered[APPROXIMATION], Path(folder) / "before_gna.xml")
        print(f"validate: the conversion (its IR before {APPROXIMATION}) against onnxruntime:", file=report)
        conversion = validation.compare_ir(before, before.with_suffix(".bin"), report)
        raise_if_differing(
            conversion, f"from onnxruntime before {APPROXIMATION} (a conversion bug, not GNA's approximation)"
        )
    tolerance = EMULATION_TOLERANCES[precision]
    if validation.tolerance is not None:
        tolerance = validation.tolerance
    print(
        f"validate: the IR against ovopt's reference of the gna module ({what}) as it enters {EMULATION}, "
        f"tolerance {tolerance:g}:",
        file=report,
    )
    reference = _gna_reference(entered[EMULATION])
    emulation = validation.compare_ir(xml, bin, report, reference=reference, tolerance=tolerance)
    raise_if_differing(emulation, "from the gna module's reference (an emulation bug)")
    limit = f"PWL segments within {bound:g} % of each function's range"
    if precision:
        limit += f", integers of precision={precision}"
    print(f"validate: the IR against onnxruntime: GNA's approximation ({limit}), not judged:", file=report)
    print_unjudged(validation.compare_ir(xml, bin, None), report)
    return conversion + emulation


def _options(steps: dict) -> tuple[str, float]:
    """The precision and the PWL error bound (%) the pipeline's convert-ov-to-gna was given."""
    step = steps[APPROXIMATION]
    return step.pass_.precision or "", float(step.pass_.pwl_max_error_percent)


def _single_model_ir(module: ModuleOp, xml: Path) -> Path:
    """The module written as one IR: gna-split-pre-post's functions composed back into @main."""
    from xdsl.context import Context

    from ovopt.lowering.ov_to_gna.compose_pre_post import ComposePrePostPass
    from ovopt.targets.ir import write_ir_files

    module = module.clone()
    ComposePrePostPass().apply(Context(allow_unregistered=True), module)
    write_ir_files(module, xml)
    return xml


def _gna_reference(module: ModuleOp):
    """A reference (as Validation's comparisons take one): the gna module run by its ops' kernels."""
    from ovopt.lowering.gna.evaluate import run_model

    def run(feeds: dict[str, np.ndarray], extra_outputs: list[str]) -> dict[str, np.ndarray]:
        return {name: np.asarray(value) for name, value in run_model(module, feeds).items()}

    return run
