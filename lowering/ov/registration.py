"""The passes on the ov dialect: `ov-default`'s (folding, ov-simplify and its pattern families,
merging, dead code) and the converter options' (`--input`, `--output`, ...)."""

from __future__ import annotations

from ovopt import registry
from ovopt.registry import NamedPipeline, Transformation


def _fold_constants() -> type:
    from ovopt.lowering.ov.fold_constants import FoldConstantsPass

    return FoldConstantsPass


def _simplify() -> type:
    from ovopt.lowering.ov.simplify import SimplifyPass

    return SimplifyPass


def _fuse_attention() -> type:
    from ovopt.lowering.ov.fuse_attention import FuseAttentionPass

    return FuseAttentionPass


def has_softmax(module) -> bool:
    """Whether ov-fuse-attention has anything to fuse: an attention has a Softmax."""
    from ovopt.dialects import ov
    from ovopt.support.walking import walk_ops

    return any(isinstance(op, ov.SoftmaxV8Op) for op in walk_ops(module))


def _transpose_matmul_weights() -> type:
    from ovopt.lowering.ov.transpose_weights import TransposeMatMulWeightsPass

    return TransposeMatMulWeightsPass


def has_matmul(module) -> bool:
    """Whether ov-transpose-matmul-weights may have weights to transpose."""
    from ovopt.dialects import ov
    from ovopt.support.walking import walk_ops

    return any(isinstance(op, ov.MatMulV0Op) for op in walk_ops(module))


def _merge_duplicates() -> type:
    from ovopt.lowering.ov.merge_duplicates import MergeDuplicatesPass

    return MergeDuplicatesPass


def _sink_transposes() -> type:
    from ovopt.lowering.ov.sink_transposes import SinkTransposesPass

    return SinkTransposesPass


def has_layout_changes(module) -> bool:
    """Whether a lowering marked the transposes of a layout change (ov-sink-transposes has work)."""
    from ovopt.lowering.layout_change import LAYOUT_CHANGE_ATTR
    from ovopt.support.walking import walk_ops

    return any(LAYOUT_CHANGE_ATTR in op.attributes for op in walk_ops(module))


def _infer_shapes() -> type:
    from ovopt.lowering.ov.infer_shapes import InferShapesPass

    return InferShapesPass


def _dead_code() -> type:
    from ovopt.lowering.dead_code import DeadCodeEliminationPass

    return DeadCodeEliminationPass


def _set_inputs() -> type:
    from ovopt.lowering.ov.options.inputs import SetInputsPass

    return SetInputsPass


def _set_batch() -> type:
    from ovopt.lowering.ov.options.batch import SetBatchPass

    return SetBatchPass


def _low_latency() -> type:
    from ovopt.lowering.ov.stateful.low_latency import LowLatency2Pass

    return LowLatency2Pass


def _make_stateful() -> type:
    from ovopt.lowering.ov.stateful.make_stateful import MakeStatefulPass

    return MakeStatefulPass


def _cut_outputs() -> type:
    from ovopt.lowering.ov.options.outputs import CutOutputsPass

    return CutOutputsPass


def _set_layout() -> type:
    from ovopt.lowering.ov.options.layout import SetLayoutPass

    return SetLayoutPass


def _mean_values() -> type:
    from ovopt.lowering.ov.options.preprocess import MeanValuesPass

    return MeanValuesPass


def _scale_values() -> type:
    from ovopt.lowering.ov.options.preprocess import ScaleValuesPass

    return ScaleValuesPass


def _reverse_input_channels() -> type:
    from ovopt.lowering.ov.options.preprocess import ReverseInputChannelsPass

    return ReverseInputChannelsPass


def _compress_to_fp16() -> type:
    from ovopt.lowering.ov.options.compress import CompressToFp16Pass

    return CompressToFp16Pass


def register() -> None:
    registry.register_pipeline(
        NamedPipeline("ov-default", "an imported model to the ov dialect, folded and clean, ready for -t ir")
    )
    for transformation in (
        Transformation(
            "ov-fold-constants",
            _fold_constants,
            "middle",
            description="replace every ov op computable at compile time by its value",
        ),
        Transformation(
            "ov-sink-transposes",
            _sink_transposes,
            "middle",
            # after folding by its place (no run_after: an extension may move folding to another
            # phase); before the fusions, which then see the channels-first ops side by side
            run_before=("ov-simplify",),
            condition=has_layout_changes,
            description="the NHWC -> NCHW layout change finished: move the transposes a channels-last "
            "framework's lowering marked through the ops that commute with them until they cancel",
        ),
        Transformation(
            "ov-simplify",
            _simplify,
            "middle",
            run_before=("ov-merge-duplicates",),  # merged values have more users, which stops fusions
            description="ovc's common optimisations: fusions, scales folded into weights, reshape chains collapsed",
        ),
        Transformation(
            "ov-fuse-attention",
            _fuse_attention,
            "middle",
            # after the transposes of K are merged; before merging, which gives the scores more readers
            run_after=("ov-simplify",),
            run_before=("ov-merge-duplicates",),
            condition=has_softmax,
            description="MatMul(Q, K^T), its scale and mask, Softmax and MatMul(., V) into one "
            "ScaledDotProductAttention (not in gna-default)",
        ),
        Transformation(
            "ov-merge-duplicates",
            _merge_duplicates,
            "middle",
            description="let ops that compute the same value from the same operands (constants compared by value) "
            "be one",
        ),
        Transformation(
            "ov-infer-shapes",
            _infer_shapes,
            "middle",
            pipelines=(),
            description="re-infer the result types of every op that infers them, and the function signatures",
        ),
        Transformation("dce", _dead_code, "back", description="remove ops whose results nothing uses"),
        Transformation(
            "ov-transpose-matmul-weights",
            _transpose_matmul_weights,
            "back",
            condition=has_matmul,
            description="store MatMul weights [N, K], read with transpose_b, as ovc does and the CPU plugin "
            "computes with them (the IR writer transposes them as it writes the .bin; not in gna-default)",
        ),
        # the converter options (ovc's --input, --output, --compress-to-fp16, ...): in no pipeline,
        # the driver adds the ones the command line asks for
        Transformation(
            "ov-set-inputs",
            _set_inputs,
            "inference",
            pipelines=(),
            description="--input: set input shapes (? dynamic, 1..8 ranges) and element types, re-infer the types",
        ),
        Transformation(
            "ov-set-batch",
            _set_batch,
            "inference",
            pipelines=(),
            description="--batch: set the batch dimension of every input (the first, or N of its --layout)",
        ),
        Transformation(
            "ov-cut-outputs",
            _cut_outputs,
            "inference",
            pipelines=(),
            description="--output: make the named tensors the model's outputs and drop what only the others needed",
        ),
        Transformation(
            "ov-set-layout",
            _set_layout,
            "inference",
            pipelines=(),
            description="--layout: record input layouts in the IR; transpose where the target layout differs",
        ),
        Transformation(
            "ov-mean-values",
            _mean_values,
            "inference",
            pipelines=(),
            description="--mean-values: subtract per-channel means from inputs",
        ),
        Transformation(
            "ov-scale-values",
            _scale_values,
            "inference",
            pipelines=(),
            description="--scale-values: divide inputs by per-channel scales",
        ),
        Transformation(
            "ov-reverse-input-channels",
            _reverse_input_channels,
            "inference",
            pipelines=(),
            description="--reverse-input-channels: reverse the channels (RGB <-> BGR) of 3-channel inputs",
        ),
        Transformation(
            "ov-low-latency2",
            _low_latency,
            "back",
            pipelines=(),
            description="--transform LowLatency2: keep the state of sequence ops and Loop back edges between "
            "inferences (ReadValue/Assign)",
        ),
        Transformation(
            "ov-make-stateful",
            _make_stateful,
            "back",
            pipelines=(),
            description="--transform MakeStateful: turn named input/output pairs into state kept between inferences",
        ),
        Transformation(
            "ov-compress-to-fp16",
            _compress_to_fp16,
            "back",
            pipelines=(),
            description="--compress-to-fp16: store f32 constants as f16, each read through a decompression Convert",
        ),
    ):
        registry.register_transformation(transformation)
    registry.PATTERNS.add_provider(register_simplify_patterns, prefix=("ov-simplify",))


def register_simplify_patterns() -> None:
    """The built-in families of ov-simplify, contributed as an extension contributes a fusion."""
    from ovopt.lowering.ov.simplify import (
        activations,
        batch_norm,
        bias,
        linear_sequences,
        mvn,
        reductions,
        reshapes,
        shuffle_channels,
        transposes,
        weights,
    )

    for family in (
        batch_norm,
        linear_sequences,
        weights,
        bias,
        reshapes,
        transposes,
        shuffle_channels,
        activations,
        mvn,
        reductions,
    ):
        name = f"ovopt.simplify.{family.__name__.rsplit('.', 1)[1]}"
        registry.register_patterns("ov-simplify", family.patterns, name=name)
