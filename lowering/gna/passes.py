"""The quantisation passes of `gna-default{precision=i16|i8}`. Each takes the pipeline's
`precision` and does nothing without it, so `gna-default` alone keeps the float module."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from ovopt.lowering.ov_to_gna.limits import DEFAULT_TARGET, input_precision_option, precision_option, target_option
from ovopt.lowering.pattern_pass import PatternPass


@dataclass(frozen=True)
class QuantisationPass(PatternPass):
    """A pattern pass that runs only when the module is to be quantised (`precision` given)."""

    precision: str = ""  # "i16" or "i8"; "" leaves the module as it is
    target: str | float | int = DEFAULT_TARGET  # `target=3.0` parses as a number
    input_precision: str = ""  # "i8": int8 input frames (the plugin's input_low_precision); "" or "i16": int16

    def checked(self) -> QuantisationPass:
        """The options normalised (precision "" when the module stays float); wrong ones fail the pass."""
        precision = precision_option(self.name, self.precision)
        target = target_option(self.name, self.target)
        inputs = input_precision_option(self.name, self.input_precision, precision, target)
        return dataclasses.replace(self, precision=precision, target=target, input_precision=inputs)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        checked = self.checked()
        if checked.precision:
            PatternPass.apply(checked, ctx, op)


@dataclass(frozen=True)
class FoldFakeQuantizePass(QuantisationPass):
    """A model's per-tensor FakeQuantize on data between gna ops into the layers' statistics
    (fold_fake_quantize.py)."""

    name = "gna-fold-fake-quantize"
    erase_dead = True


@dataclass(frozen=True)
class LayerFormsPass(QuantisationPass):
    """Element-wise ops as diagonals, average pools as sum pools, unaligned crops as affine
    layers, identities as PWLs: the layers GNA has (layer_forms.py)."""

    name = "gna-layer-forms"
    erase_dead = True


@dataclass(frozen=True)
class InsertIdentityPass(QuantisationPass):
    """Each PWL fused to a layer of its own, a layer's sums read only where 32 bits can be
    (insert_identity.py)."""

    name = "gna-insert-identity"
    erase_dead = True


@dataclass(frozen=True)
class AssignPrecisionPass(QuantisationPass):
    """Each layer's target and weights precision (assign_precision.py)."""

    name = "gna-assign-precision"


@dataclass(frozen=True)
class PropagateScalesPass(QuantisationPass):
    """Scale factors into the types and properties (propagate_scales.py, scales.py)."""

    name = "gna-propagate-scales"
    input_scale: float = 0.0  # the scale of data entering GNA; 0: from statistics
    calibration: str = ""  # FILE.npz: the inputs statistics are taken on; "": seeded random ones

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        checked = self.checked()
        if checked.precision:
            from ovopt.lowering.gna.propagate_scales import propagate_scales

            propagate_scales(op, checked.precision, float(self.input_scale), self.calibration, checked.input_precision)


@dataclass(frozen=True)
class QuantizePass(QuantisationPass):
    """Integer weights, biases and PWL tables; quantize / dequantize where data enters and
    leaves GNA (quantize.py)."""

    name = "gna-quantize"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        checked = self.checked()
        if checked.precision:
            from ovopt.lowering.gna.quantize import quantise_module

            quantise_module(op, checked.input_precision)
