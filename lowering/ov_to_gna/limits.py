"""What GNA can run, per generation: the one place a conversion pattern asks before it
lowers an op. The pattern has already checked that the op has a gna form; this says whether
the hardware takes it. The per-generation tables of ../shared/reference/gna.md, section 3,
and the report of what stays on the CPU, build on it.
"""

from __future__ import annotations

from xdsl.ir import Operation

from ovopt.dialects import ov
from ovopt.lowering.ov.simplify.matching import static_shape

TARGETS = ("2.0", "3.0", "3.5")
DEFAULT_TARGET = "3.5"
AFFINE_MAX_BATCH = 8  # kAffineMaxBatchSize


def check_target(target: str) -> str:
    """The target, normalised ('3' is '3.0'); ValueError names the known ones."""
    text = str(target).strip()
    normal = text if "." in text else f"{text}.0"
    if normal not in TARGETS:
        raise ValueError(f"unknown GNA target {text!r}: use one of {', '.join(TARGETS)}")
    return normal


def fits_on_gna(op: Operation, target: str) -> str | None:
    """None if GNA `target` runs `op`, else the limit it breaks, in words."""
    if isinstance(op, ov.ConvolutionV1Op | ov.MaxPoolOp):
        dilations = list(op.dilations.get_values())
        if any(d != 1 for d in dilations):
            return f"dilations {dilations}: GNA convolves and pools with dilation 1"
    if isinstance(op, ov.MatMulV0Op):
        shape = static_shape(op.a)
        if shape is not None and shape[0] > AFFINE_MAX_BATCH:
            return f"batch {shape[0]}: GNA affine layers take at most {AFFINE_MAX_BATCH} frames"
    return None
