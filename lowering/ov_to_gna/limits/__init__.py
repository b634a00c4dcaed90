"""Per-generation GNA hardware limits, checked on ov ops before they are converted.

`why_not_on_gna(op, target)` is None when the op fits the target, or the limit it breaks in words
("kernel 9x9 exceeds 7x7 for 48 int16 input channels on GNA 3.0"); an op GNA has no operation
for says so. `convert-ov-to-gna` leaves the ops that do not fit in the ov dialect, for the CPU,
and the report (`report.py`) lists them. The numbers are data (`generations.py`); each family's
rules are a module of their own.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Operation
from xdsl.utils.exceptions import PassFailedException

from ovopt.dialects import ov
from ovopt.dialects.gna.precisions import LOW_PRECISION_DATA
from ovopt.lowering.ov_to_gna.limits.affine import matmul_limit
from ovopt.lowering.ov_to_gna.limits.convolution import convolution_limit, group_convolution_limit, pooling_limit
from ovopt.lowering.ov_to_gna.limits.generations import (
    DEFAULT_GENERATION,
    GENERATIONS,
    PRECISIONS,
    Target,
    UnknownTargetError,
)
from ovopt.lowering.ov_to_gna.limits.memory import (
    buffer_limit,
    concat_limit,
    shown_dims,
    slice_limit,
    split_limit,
    transpose_limit,
    transpose_rule,
)
from ovopt.support.shapes import element_of, shape_of

__all__ = [
    "DEFAULT_GENERATION",
    "DEFAULT_TARGET",
    "GENERATIONS",
    "TARGETS",
    "Target",
    "UnknownTargetError",
    "check_target",
    "fits_on_gna",
    "precision_option",
    "target_option",
    "transpose_rule",
    "why_not_on_gna",
]

Rule = Callable[[Operation, Target], str | None]


def _always(op: Operation, target: Target) -> None:
    return None


def _gather(op: Operation, target: Target) -> str:
    return "GNA has no gather (gna-gather-sinking moves gathers to the model's edges, where the CPU runs them)"


# Activations GNA computes as piecewise-linear segments (graph_utils.hpp `is_activation`).
_ACTIVATIONS = (
    ov.ReluV0Op,
    ov.SigmoidV0Op,
    ov.TanhV0Op,
    ov.ExpV0Op,
    ov.LogV0Op,
    ov.AbsV0Op,
    ov.SignV0Op,
    ov.ClampV0Op,
    ov.SoftSignV9Op,
    ov.PReluV0Op,
    ov.PowerV1Op,
)
_ELEMENTWISE = (ov.AddV1Op, ov.MultiplyV1Op, ov.SubtractV1Op)
_NON_FUNCTIONAL = (ov.ConstantV0Op, ov.ReshapeV1Op, ov.SqueezeV0Op, ov.UnsqueezeV0Op)

_RULES: list[tuple[type[Operation] | tuple[type[Operation], ...], Rule]] = [
    (_NON_FUNCTIONAL, _always),
    (ov.ConvolutionV1Op, convolution_limit),
    (ov.GroupConvolutionV1Op, group_convolution_limit),
    ((ov.MaxPoolOp, ov.AvgPoolOp), pooling_limit),
    (ov.MatMulV0Op, matmul_limit),
    ((*_ACTIVATIONS, *_ELEMENTWISE), buffer_limit),
    (ov.TransposeV1Op, transpose_limit),
    (ov.ConcatV0Op, concat_limit),
    ((ov.SplitV1Op, ov.VariadicSplitV1Op), split_limit),
    (ov.SliceV8Op, slice_limit),
    (ov.GatherV8Op, _gather),
]

# Element types GNA computes on: f32 before quantisation, the integer widths after it.
_PRECISIONS = ("f32", "i8", "i16", "i32", "ui8")


TARGETS = tuple(GENERATIONS)
DEFAULT_TARGET = DEFAULT_GENERATION


def check_target(target: str | float) -> str:
    """A target option's value, normalised ('3' and 3.0 are '3.0'); ValueError names the known ones."""
    text = str(target).strip()
    normal = text if "." in text else f"{text}.0"
    if normal not in GENERATIONS:
        raise UnknownTargetError(f"unknown GNA target {text!r}: use one of {', '.join(TARGETS)}")
    return normal


def target_option(pass_name: str, target: str | float) -> str:
    """A pass's `target` option, normalised; a wrong one fails the pass, naming it."""
    try:
        return check_target(target)
    except UnknownTargetError as error:
        raise PassFailedException(f"{pass_name}: {error}") from None


def precision_option(pass_name: str, precision: str) -> str:
    """A pass's `precision` option: "" (float, not quantised), "i16" or "i8"; a wrong one fails
    the pass, naming it."""
    text = str(precision).strip().lower()
    if text not in ("", *PRECISIONS):
        raise PassFailedException(
            f"{pass_name}: unknown GNA precision {precision!r}: use one of {', '.join(PRECISIONS)}"
        )
    return text


def input_precision_option(pass_name: str, input_precision: str, precision: str, target: str) -> str:
    """A pass's `input-precision` option: "i16" (the default, "" too) or "i8", the int8 input
    frames of the plugin's `input_low_precision`, which need a quantised module (`precision`)
    and GNA 3.0 or later; anything else fails the pass, naming it."""
    text = str(input_precision).strip().lower() or "i16"
    if text not in PRECISIONS:
        raise PassFailedException(
            f"{pass_name}: unknown input precision {input_precision!r}: use one of {', '.join(PRECISIONS)}"
        )
    if text == "i8" and not precision:
        raise PassFailedException(f"{pass_name}: input-precision=i8 quantises the module: give precision=i16 or i8 too")
    if text == "i8" and target not in LOW_PRECISION_DATA:
        raise PassFailedException(
            f"{pass_name}: input-precision=i8 (int8 input frames) needs GNA 3.0 or later, not {target}: "
            f"use target=3.0 or 3.5, or drop input-precision"
        )
    return text


def why_not_on_gna(op: Operation, target: Target) -> str | None:
    """None when `op` fits `target`; else the limit it breaks, ending "on GNA <version>"."""
    reason = _reason(op, target)
    return None if reason is None else f"{reason} on GNA {target.version}"


def fits_on_gna(op: Operation, target: Target | str) -> str | None:
    """What a conversion pattern asks before it lowers `op`: None if GNA `target` runs it, else the
    limit it breaks, in words."""
    if not isinstance(target, Target):
        target = Target.named(check_target(target))
    return _reason(op, target)


def _empty(op: Operation) -> str | None:
    """A result, or data that is not a constant, with a dimension of 0 (a constant may be empty:
    the shape [] of a Reshape to a scalar)."""
    data = [v for v in op.operands if not isinstance(v.owner, ov.ConstantV0Op)]
    for value in (*op.results, *data):
        shape = shape_of(value.type)
        if shape is not None and 0 in shape:
            return f"a tensor of shape {shown_dims(shape)} is empty: GNA tensors have positive dimensions"
    return None


def _reason(op: Operation, target: Target) -> str | None:
    for kinds, rule in _RULES:
        if isinstance(op, kinds):
            empty = _empty(op)
            if empty is not None:
                return empty
            if rule is not _always:  # (each op of a rule computes in its data's element type)
                for value in op.operands[:1]:
                    element = str(element_of(value.type))
                    if element not in _PRECISIONS:
                        return f"element type {element} is not a GNA precision ({', '.join(_PRECISIONS)})"
            return rule(op, target)
    kind = getattr(op, "IR_TYPE", op.name)
    return f"GNA has no {kind} operation"
