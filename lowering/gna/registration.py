"""The passes on the gna dialect and their pattern families, in `gna-default` after
convert-ov-to-gna and gna-insert-copy, in the plugin's order: FakeQuantizes folded, layer forms,
identity layers, precisions, scale factors, quantisation (before the emulation's
convert-gna-to-ov). Each does nothing unless the pipeline's `precision` is given."""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from ovopt import registry
from ovopt.registry import Transformation


@dataclass(frozen=True)
class Step:
    ident: str
    class_name: str  # in lowering/gna/passes.py
    family: str | None  # its pattern family's module in lowering/gna, if it has one
    description: str


STEPS = (
    Step(
        "gna-fold-fake-quantize",
        "FoldFakeQuantizePass",
        "fold_fake_quantize",
        "a model's per-tensor FakeQuantize on data between gna ops (or on an input) into the layers' statistics: "
        "the activation before it writes at its scale, else a clamp activation does (with precision=)",
    ),
    Step(
        "gna-layer-forms",
        "LayerFormsPass",
        "layer_forms",
        "the layers GNA computes: eltwise as diagonal, average pool as sum pool, unaligned crop as affine, "
        "identity as PWL (with precision=)",
    ),
    Step(
        "gna-insert-identity",
        "InsertIdentityPass",
        "insert_identity",
        "identity and diagonal layers: each PWL fused to a layer, 32-bit sums read only where they can be "
        "(with precision=)",
    ),
    Step(
        "gna-assign-precision",
        "AssignPrecisionPass",
        "assign_precision",
        "each layer's target and weights precision: i16, or i8 affines (and 3.5 convolutions) with precision=i8; "
        "i8 affine biases with input-precision=i8",
    ),
    Step(
        "gna-propagate-scales",
        "PropagateScalesPass",
        None,
        "scale factors into the types: inputs from input-scale= or statistics, weights from their range, "
        "equal scales at concats and sums (with precision=)",
    ),
    Step(
        "gna-quantize",
        "QuantizePass",
        None,
        "integer weights, biases and PWL tables; quantize / dequantize at GNA's edges (with precision=)",
    ),
)


def _factory(class_name: str):
    def factory() -> type:
        from ovopt.lowering.gna import passes

        return getattr(passes, class_name)

    return factory


def _patterns(step: Step):
    def provide() -> None:
        module = importlib.import_module(f"ovopt.lowering.gna.{step.family}")
        registry.register_patterns(step.ident, module.patterns, name=step.family)

    return provide


def register() -> None:
    previous = "gna-insert-copy"
    for step in STEPS:
        registry.register_transformation(
            Transformation(
                step.ident,
                _factory(step.class_name),
                "back",
                pipelines=("gna-default",),
                run_after=(previous,),
                run_before=("convert-gna-to-ov", "dce"),
                description=step.description,
            )
        )
        if step.family is not None:
            registry.PATTERNS.add_provider(_patterns(step), prefix=(step.ident,))
        previous = step.ident
