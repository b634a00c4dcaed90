"""What ovopt itself registers, through the same API an extension uses.

Everything here is a lazy factory: naming a pass or a dialect imports nothing until it is
used, so `ov-opt --help` stays fast. The modules that register many entries at once (the
ONNX importers, the reference kernels, the onnx -> ov patterns) are table providers, imported
the first time their table is read.
"""

from __future__ import annotations

from ovopt import registry
from ovopt.registry import NamedPipeline, Transformation


def _lazy(module: str, name: str):
    """A factory that imports `module` and returns its attribute `name` when called."""

    def load():
        import importlib

        return getattr(importlib.import_module(module), name)

    load.__qualname__ = f"{module}.{name}"
    return load


registry.register_dialect(_lazy("ovopt.dialects.onnx", "ONNX"), name="onnx")
registry.register_dialect(_lazy("ovopt.dialects.ov", "OV"), name="ov")
registry.register_dialect(_lazy("ovopt.dialects.gna", "GNA"), name="gna")

registry.register_frontend(
    "onnx", _lazy("ovopt.frontends.onnx", "read_onnx"), description="an ONNX model (external data beside it)"
)
registry.register_frontend(
    "onnxtext", _lazy("ovopt.frontends.onnx", "read_onnx_text"), description="ONNX's textual syntax"
)
registry.register_frontend("mlir", _lazy("ovopt.frontends.mlir", "read_mlir"), description="textual IR (MLIR syntax)")

registry.register_target("mlir", _lazy("ovopt.targets.mlir", "MlirTarget"), description="textual IR (the default)")
registry.register_target(
    "ir", _lazy("ovopt.targets.ir", "IrTarget"), description="OpenVINO IR: -o OUT.xml, and OUT.bin beside it"
)
registry.register_target(
    "dot",
    _lazy("ovopt.targets.dot", "DotTarget"),
    description="a graphviz graph: ops labelled by kind and node name, edges by tensor shape",
)

registry.IMPORTERS.add_provider("ovopt.frontends.onnx.builtin_importers")
registry.PATTERNS.add_provider("ovopt.lowering.onnx_to_ov.patterns", prefix=("convert-onnx-to-ov",))
registry.PATTERNS.add_provider("ovopt.lowering.ov.simplify.patterns", prefix=("ov-simplify",))

registry.register_pipeline(
    NamedPipeline("ov-default", "an imported model to the ov dialect, folded and clean, ready for -t ir")
)

for transformation in (
    Transformation(
        "convert-onnx-to-ov",
        _lazy("ovopt.lowering.onnx_to_ov.passes", "ConvertOnnxToOvPass"),
        "inference",
        description="lower every onnx op to the ov dialect; name each node that has no lowering",
    ),
    Transformation(
        "ov-fold-constants",
        _lazy("ovopt.lowering.ov.fold_constants", "FoldConstantsPass"),
        "middle",
        description="replace every ov op computable at compile time by its value",
    ),
    Transformation(
        "ov-simplify",
        _lazy("ovopt.lowering.ov.simplify", "SimplifyPass"),
        "middle",
        run_before=("ov-merge-duplicates",),  # merged values have more users, which stops fusions
        description="ovc's common optimisations: fusions, scales folded into weights, reshape chains collapsed",
    ),
    Transformation(
        "ov-merge-duplicates",
        _lazy("ovopt.lowering.ov.merge_duplicates", "MergeDuplicatesPass"),
        "middle",
        description="let ops that compute the same value from the same operands (constants compared by value) be one",
    ),
    Transformation(
        "ov-infer-shapes",
        _lazy("ovopt.lowering.ov.infer_shapes", "InferShapesPass"),
        "middle",
        pipelines=(),
        description="re-infer the result types of every op that infers them, and the function signatures",
    ),
    Transformation(
        "dce",
        _lazy("ovopt.lowering.dead_code", "DeadCodeEliminationPass"),
        "back",
        description="remove ops whose results nothing uses",
    ),
):
    registry.register_transformation(transformation)

# -- GNA: hardware limits and the pre/post-processing split (lowering/ov_to_gna/) --------------

for transformation in (
    Transformation(
        "gna-split-pre-post",
        _lazy("ovopt.lowering.ov_to_gna.split_pre_post", "SplitPrePostPass"),
        "back",
        pipelines=("gna-default",),
        run_before=("convert-ov-to-gna",),
        description="cut the transposes and gathers GNA cannot run at the model's inputs and outputs "
        "into one CPU function each",
    ),
    Transformation(
        "gna-compose-pre-post",
        _lazy("ovopt.lowering.ov_to_gna.compose_pre_post", "ComposePrePostPass"),
        "back",
        pipelines=("gna-emulate",),
        run_after=("convert-gna-to-ov",),
        description="put the pre/post-processing functions back into @main: one model again",
    ),
    Transformation(
        "gna-check-limits",
        _lazy("ovopt.lowering.ov_to_gna.limits.check_pass", "CheckLimitsPass"),
        "back",
        pipelines=(),
        description="report the ov ops that do not fit a GNA generation's limits (they stay on the CPU)",
    ),
):
    registry.register_transformation(transformation)

# -- GNA: the gna dialect's conversions and named pipelines -----------------------------------

registry.KERNELS.add_provider("ovopt.dialects.gna_reference", prefix="gna.")
registry.register_pipeline(
    NamedPipeline(
        "gna-default",
        "an imported model to the gna dialect: ov-default, GNA preparation, convert-ov-to-gna{target=...}",
        includes=("ov-default",),
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
        "convert-ov-to-gna",
        _lazy("ovopt.lowering.ov_to_gna.passes", "ConvertOvToGnaPass"),
        "back",
        pipelines=("gna-default",),
        run_before=("dce",),
        description="lower the ov ops GNA target 2.0, 3.0 or 3.5 runs to the gna dialect; activations as PWLs",
    ),
    Transformation(
        "convert-gna-to-ov",
        _lazy("ovopt.lowering.gna_to_ov.passes", "ConvertGnaToOvPass"),
        "back",
        pipelines=("gna-emulate",),
        run_after=("convert-ov-to-gna",),
        run_before=("dce",),
        description="emulation: every gna op as the opset ops that compute the same (PWL segments included)",
    ),
):
    registry.register_transformation(transformation)

# -- GNA preparation on the ov dialect: decompositions (lowering/ov_to_gna/prepare/) ----------

_PREPARE = "ovopt.lowering.ov_to_gna.prepare"


def _register_gna_chain(after: str | None, passes: tuple[tuple[str, str, str, str], ...]) -> None:
    """Register GNA preparation passes (id, module in prepare/, class, description) in
    gna-default, each running after the one before it, the first after `after`."""
    previous = after
    for ident, module, cls, description in passes:
        registry.register_transformation(
            Transformation(
                ident,
                _lazy(f"{_PREPARE}.{module}", cls),
                "layout",
                pipelines=("gna-default",),
                run_after=(previous,) if previous else (),
                description=description,
            )
        )
        previous = ident


# In the order of the GNA plugin's pipeline (../shared/reference/gna.md, section 1.2).
_DECOMPOSITIONS = (
    (
        "gna-decompose-mvn",
        "decompose_mvn",
        "DecomposeMVNPass",
        "MVN over the last axes (batch 1) as 1x1 convolutions, Log, Exp and products",
    ),
    ("gna-convert-divide", "convert_divide", "ConvertDividePass", "a / b as a * b^-1 (floating point)"),
    ("gna-convert-subtract", "convert_subtract", "ConvertSubtractPass", "a - b as a + (-1) * b"),
    ("gna-convert-negative", "convert_negative", "ConvertNegativePass", "-x as x * -1"),
    (
        "gna-decompose-rnn",
        "decompose_rnn",
        "DecomposeRNNPass",
        "LSTM, GRU and RNN sequences of static length unrolled into MatMul, Add, Split and activations per step",
    ),
    (
        "gna-convert-dwsc-to-scaleshifts",
        "convert_dwsc_to_scaleshifts",
        "ConvertDWSCToScaleShiftsPass",
        "a depthwise convolution over one axis as per-tap scales of shifted slices, summed",
    ),
    (
        "gna-convert-asymmetric-padding",
        "convert_asymmetric_padding",
        "ConvertAsymmetricPaddingPass",
        "a convolution's extra padding at one end as zeros concatenated to its data; symmetric pads stay",
    ),
    (
        "gna-convert-padded-to-valid-conv",
        "convert_padded_to_valid_conv",
        "ConvertPaddedToValidConvPass",
        "a convolution's padding as zeros concatenated to its data, the convolution VALID",
    ),
    (
        "gna-decompose-2d-conv",
        "decompose_2d_conv",
        "Decompose2DConvPass",
        "for GNA 2.0 (target=2.0): a 2-D convolution not mappable to 1-D as per-kernel-row convolutions, summed",
    ),
    (
        "gna-convert-matmul-to-pointwise-conv",
        "convert_matmul_to_pointwise_conv",
        "ConvertMatmulToPointwiseConvPass",
        "a MatMul by constant weights over more than 8 rows as a 1x1 convolution, its bias Add inside",
    ),
    (
        "gna-slice-to-strided-slice",
        "slice_to_strided_slice",
        "SliceToStridedSlicePass",
        "a Slice with constant bounds as a StridedSlice over every axis, the untouched ones masked whole",
    ),
)
_register_gna_chain(None, _DECOMPOSITIONS)

# -- GNA preparation on the ov dialect: MatMul and layout (lowering/ov_to_gna/prepare/) -------

# MatMul normalisation and reshape clean-ups (gna.md section 1.2 items 22-34), after the above.
_MATMUL_AND_RESHAPES = (
    (
        "gna-insert-reshape-around-matmul",
        "insert_reshape_around_matmul",
        "InsertReshapeAroundMatmulPass",
        "MatMuls of rank-3/4 data by 2-D constant weights on 2-D data, reshaped back after their bias and Transpose",
    ),
    (
        "gna-swap-input-matmul",
        "swap_input_matmul",
        "SwapInputMatMulPass",
        "constant [M, K] x data [K, N] (N <= 8) as (data^T x constant^T)^T: the constant becomes the weights",
    ),
    (
        "gna-handle-transposes-around-matmul",
        "handle_transposes_around_matmul",
        "HandleTransposesAroundMatMulPass",
        "a MatMul's data that is a 2-D Transpose read untransposed as frames-as-columns (transpose_a)",
    ),
    (
        "gna-unfuse-reshape-and-transpose",
        "unfuse_reshape_and_transpose",
        "UnfuseReshapeAndTransposePass",
        "a 2-D <-> 4-D Reshape next to a convolution as Reshape + Transpose through NHWC, for sinking to cancel",
    ),
    (
        "gna-remove-extra-reshapes",
        "remove_extra_reshapes",
        "RemoveExtraReshapesPass",
        "Reshapes that keep the shape dropped, chains of reshapes made one",
    ),
)
_register_gna_chain(_DECOMPOSITIONS[-1][0], _MATMUL_AND_RESHAPES)
registry.register_transformation(
    Transformation(
        "gna-insert-copy",
        _lazy("ovopt.lowering.ov_to_gna.insert_copy", "InsertCopyPass"),
        "back",
        pipelines=("gna-default",),
        run_after=("convert-ov-to-gna",),
        run_before=("dce",),
        description="a gna.copy before each concat input that is a crop / split view or repeats an input",
    )
)

# -- GNA preparation on the ov dialect: activation and concat clean-ups -------------------------

_CLEANUPS = (  # the plugin's steps 35-37 (gna.md section 1.2), after the reshape clean-ups
    (
        "gna-reorder-activation-and-pooling",
        "reorder_activation_and_pooling",
        "ReorderActivationAndPoolingPass",
        "Conv -> non-decreasing activation -> MaxPool as Conv -> MaxPool -> activation",
    ),
    (
        "gna-remove-single-input-concat",
        "remove_single_input_concat",
        "RemoveSingleInputConcatPass",
        "a Concat of one input replaced by that input",
    ),
    ("gna-substitute-softsign", "substitute_softsign", "SubstituteSoftsignPass", "x / (1 + |x|) as one SoftSign"),
)
_register_gna_chain("gna-remove-extra-reshapes", _CLEANUPS)

# -- GNA preparation on the ov dialect: NHWC layers, transpose and gather sinking -------------

_LAYOUT = (  # the plugin's steps 39-48 (gna.md section 1.2; docs/gna.md says where the order differs)
    (
        "gna-replace-nhwc-layers",
        "replace_nhwc_layers",
        "ReplaceNHWCLayersPass",
        "convolutions and poolings wrapped in transposes to channels-last and back",
    ),
    (
        "gna-transpose-sinking",
        "transpose_sinking",
        "TransposeSinkingPass",
        "transposes moved through element-wise ops, Concat, Split and 1-dim Reshapes; inverse pairs cancel",
    ),
    (
        "gna-transpose-reshape-to-gather",
        "transpose_reshape_to_gather",
        "TransposeReshapeToGatherPass",
        "a transpose whose result is flattened as a flatten then a Gather",
    ),
    (
        "gna-gather-sinking",
        "gather_sinking",
        "GatherSinkingPass",
        "gathers on one axis moved forward through element-wise ops toward the outputs",
    ),
    (
        "gna-transpose-compress",
        "transpose_compress",
        "TransposeCompressPass",
        "a transpose moving blocks of adjacent axes as a 2-D transpose between Reshapes",
    ),
    (  # the plugin's step 48
        "gna-transpose-to-reshape",
        "transpose_to_reshape",
        "TransposeToReshapePass",
        "a transpose that only moves 1-dims as a Reshape",
    ),
)
_register_gna_chain("gna-substitute-softsign", _LAYOUT)

# -- IR reader frontend -----------------------------------------------------------------------

registry.register_frontend(
    "xml", _lazy("ovopt.frontends.ir", "read_ir"), description="OpenVINO IR v10/v11 (the .bin beside it)"
)

# -- converter options (ovc's --input, --output, --compress-to-fp16, ...) ---------------------

for transformation in (
    Transformation(
        "ov-set-inputs",
        _lazy("ovopt.lowering.ov.options.inputs", "SetInputsPass"),
        "inference",
        pipelines=(),
        description="--input: set input shapes (? dynamic, 1..8 ranges) and element types, re-infer the types",
    ),
    Transformation(
        "ov-cut-outputs",
        _lazy("ovopt.lowering.ov.options.outputs", "CutOutputsPass"),
        "inference",
        pipelines=(),
        description="--output: make the named tensors the model's outputs and drop what only the others needed",
    ),
    Transformation(
        "ov-set-layout",
        _lazy("ovopt.lowering.ov.options.layout", "SetLayoutPass"),
        "inference",
        pipelines=(),
        description="--layout: record input layouts in the IR; transpose where the target layout differs",
    ),
    Transformation(
        "ov-mean-values",
        _lazy("ovopt.lowering.ov.options.preprocess", "MeanValuesPass"),
        "inference",
        pipelines=(),
        description="--mean-values: subtract per-channel means from inputs",
    ),
    Transformation(
        "ov-scale-values",
        _lazy("ovopt.lowering.ov.options.preprocess", "ScaleValuesPass"),
        "inference",
        pipelines=(),
        description="--scale-values: divide inputs by per-channel scales",
    ),
    Transformation(
        "ov-reverse-input-channels",
        _lazy("ovopt.lowering.ov.options.preprocess", "ReverseInputChannelsPass"),
        "inference",
        pipelines=(),
        description="--reverse-input-channels: reverse the channels (RGB <-> BGR) of 3-channel inputs",
    ),
    Transformation(
        "ov-compress-to-fp16",
        _lazy("ovopt.lowering.ov.options.compress", "CompressToFp16Pass"),
        "back",
        pipelines=(),
        description="--compress-to-fp16: store f32 constants as f16, each read through a decompression Convert",
    ),
):
    registry.register_transformation(transformation)

# -- ONNX function-body expansion on the onnx dialect (lowering/onnx/) ------------------------

registry.register_transformation(
    Transformation(
        "onnx-expand-functions",
        _lazy("ovopt.lowering.onnx.passes", "ExpandFunctionsPass"),
        "front",
        description="replace each onnx op that has no direct lowering by the ops of its ONNX function body",
    )
)

# -- ONNX sequences of a length known at compile time (lowering/onnx/) -----------------------

registry.register_transformation(
    Transformation(
        "onnx-resolve-sequences",
        _lazy("ovopt.lowering.onnx.passes", "ResolveSequencesPass"),
        "front",
        run_before=("onnx-expand-functions",),
        description="rewrite ONNX sequences of a length known at compile time into tensor ops; refuse the others",
    )
)
