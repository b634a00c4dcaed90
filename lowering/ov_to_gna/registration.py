"""The GNA lowering: the `gna-default` and `gna-emulate` pipelines, their passes (preparation
in prepare/, the pre/post-processing split, `convert-ov-to-gna`, copies) and the pattern
families of `convert-ov-to-gna` (affine before elementwise: an Add after a MatMul is its bias
before it is a diagonal)."""

from __future__ import annotations

from ovopt import registry
from ovopt.lowering.ov_to_gna.prepare import registration as preparation
from ovopt.registry import NamedPipeline, Transformation

CONVERSION = "convert-ov-to-gna"


def _split_pre_post() -> type:
    from ovopt.lowering.ov_to_gna.split_pre_post import SplitPrePostPass

    return SplitPrePostPass


def _compose_pre_post() -> type:
    from ovopt.lowering.ov_to_gna.compose_pre_post import ComposePrePostPass

    return ComposePrePostPass


def _check_limits() -> type:
    from ovopt.lowering.ov_to_gna.limits.check_pass import CheckLimitsPass

    return CheckLimitsPass


def _convert_ov_to_gna() -> type:
    from ovopt.lowering.ov_to_gna.passes import ConvertOvToGnaPass

    return ConvertOvToGnaPass


def _keep_weights_fake_quantize() -> type:
    from ovopt.lowering.ov_to_gna.prepare.keep_weights_fake_quantize import KeepWeightsFakeQuantizePass

    return KeepWeightsFakeQuantizePass


def _insert_copy() -> type:
    from ovopt.lowering.ov_to_gna.insert_copy import InsertCopyPass

    return InsertCopyPass


def register() -> None:
    registry.register_pipeline(
        NamedPipeline(
            "gna-default",
            "an imported model to the gna dialect: ov-default, GNA preparation, convert-ov-to-gna{target=...}",
            includes=("ov-default",),
            # GNA runs an attention's scale, which one fused op would not be; it takes weights as they are
            excludes=("ov-fuse-attention", "ov-transpose-matmul-weights"),
        )
    )
    registry.register_pipeline(
        NamedPipeline(
            "gna-emulate",
            "gna-default, then every gna op back to opset ops: one IR the OpenVINO CPU runtime runs",
            includes=("gna-default",),
        )
    )
    for transformation in (
        Transformation(
            "gna-keep-weights-fake-quantize",
            _keep_weights_fake_quantize,
            "middle",
            pipelines=("gna-default",),
            run_before=("ov-fold-constants",),
            description="with precision=: a FakeQuantize of a MatMul's constant weights kept from constant folding, "
            "for convert-ov-to-gna to fuse into the affine's weights",
        ),
        Transformation(
            "gna-split-pre-post",
            _split_pre_post,
            "back",
            pipelines=("gna-default",),
            run_before=(CONVERSION,),
            description="cut the transposes and gathers GNA cannot run at the model's inputs and outputs "
            "into one CPU function each",
        ),
        Transformation(
            "gna-compose-pre-post",
            _compose_pre_post,
            "back",
            pipelines=("gna-emulate",),
            run_after=("convert-gna-to-ov",),
            description="put the pre/post-processing functions back into @main: one model again",
        ),
        Transformation(
            "gna-check-limits",
            _check_limits,
            "back",
            pipelines=(),
            description="report the ov ops that do not fit a GNA generation's limits (they stay on the CPU)",
        ),
        Transformation(
            CONVERSION,
            _convert_ov_to_gna,
            "back",
            pipelines=("gna-default",),
            run_before=("dce",),
            description="lower the ov ops GNA target 2.0, 3.0 or 3.5 runs to the gna dialect; activations as PWLs",
        ),
        Transformation(
            "gna-insert-copy",
            _insert_copy,
            "back",
            pipelines=("gna-default",),
            run_after=(CONVERSION,),
            run_before=("dce",),
            description="a gna.copy before each concat input that is a crop / split view or repeats an input",
        ),
    ):
        registry.register_transformation(transformation)
    preparation.register()
    registry.PATTERNS.add_provider(register_patterns, prefix=(CONVERSION,))
    registry.PATTERNS.add_provider(preparation.register_patterns, prefix="gna-")


def register_patterns() -> None:
    from ovopt.lowering.ov_to_gna import activations, affine, convolution, elementwise, shapes

    for family in (convolution, affine, elementwise, activations, shapes):
        registry.register_patterns(CONVERSION, family.patterns, name=family.__name__.rsplit(".", 1)[1])
