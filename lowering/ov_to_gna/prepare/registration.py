"""The GNA preparation passes (ov -> ov, one per module of this folder) and their pattern
families: each pass's family is the `patterns` of the module that declares it, contributed through
the registry as an extension contributes its own.

The passes run in the order of the GNA plugin's pipeline, each after the one before it (in
`gna-default`, layout phase); docs/gna.md says where the order differs from the plugin's.
"""

from __future__ import annotations

import sys

from ovopt import registry
from ovopt.registry import Transformation


def _fold_weights_dequantization() -> type:
    from ovopt.lowering.ov_to_gna.prepare.fold_weights_dequantization import FoldWeightsDequantizationPass

    return FoldWeightsDequantizationPass


def _decompose_mvn() -> type:
    from ovopt.lowering.ov_to_gna.prepare.decompose_mvn import DecomposeMVNPass

    return DecomposeMVNPass


def _convert_divide() -> type:
    from ovopt.lowering.ov_to_gna.prepare.convert_divide import ConvertDividePass

    return ConvertDividePass


def _convert_subtract() -> type:
    from ovopt.lowering.ov_to_gna.prepare.convert_subtract import ConvertSubtractPass

    return ConvertSubtractPass


def _convert_negative() -> type:
    from ovopt.lowering.ov_to_gna.prepare.convert_negative import ConvertNegativePass

    return ConvertNegativePass


def _decompose_rnn() -> type:
    from ovopt.lowering.ov_to_gna.prepare.decompose_rnn import DecomposeRNNPass

    return DecomposeRNNPass


def _convert_dwsc_to_scaleshifts() -> type:
    from ovopt.lowering.ov_to_gna.prepare.convert_dwsc_to_scaleshifts import ConvertDWSCToScaleShiftsPass

    return ConvertDWSCToScaleShiftsPass


def _convert_asymmetric_padding() -> type:
    from ovopt.lowering.ov_to_gna.prepare.convert_asymmetric_padding import ConvertAsymmetricPaddingPass

    return ConvertAsymmetricPaddingPass


def _convert_padded_to_valid_conv() -> type:
    from ovopt.lowering.ov_to_gna.prepare.convert_padded_to_valid_conv import ConvertPaddedToValidConvPass

    return ConvertPaddedToValidConvPass


def _decompose_2d_conv() -> type:
    from ovopt.lowering.ov_to_gna.prepare.decompose_2d_conv import Decompose2DConvPass

    return Decompose2DConvPass


def _convert_matmul_to_pointwise_conv() -> type:
    from ovopt.lowering.ov_to_gna.prepare.convert_matmul_to_pointwise_conv import ConvertMatmulToPointwiseConvPass

    return ConvertMatmulToPointwiseConvPass


def _slice_to_strided_slice() -> type:
    from ovopt.lowering.ov_to_gna.prepare.slice_to_strided_slice import SliceToStridedSlicePass

    return SliceToStridedSlicePass


def _insert_reshape_around_matmul() -> type:
    from ovopt.lowering.ov_to_gna.prepare.insert_reshape_around_matmul import InsertReshapeAroundMatmulPass

    return InsertReshapeAroundMatmulPass


def _swap_input_matmul() -> type:
    from ovopt.lowering.ov_to_gna.prepare.swap_input_matmul import SwapInputMatMulPass

    return SwapInputMatMulPass


def _handle_transposes_around_matmul() -> type:
    from ovopt.lowering.ov_to_gna.prepare.handle_transposes_around_matmul import HandleTransposesAroundMatMulPass

    return HandleTransposesAroundMatMulPass


def _unfuse_reshape_and_transpose() -> type:
    from ovopt.lowering.ov_to_gna.prepare.unfuse_reshape_and_transpose import UnfuseReshapeAndTransposePass

    return UnfuseReshapeAndTransposePass


def _remove_extra_reshapes() -> type:
    from ovopt.lowering.ov_to_gna.prepare.remove_extra_reshapes import RemoveExtraReshapesPass

    return RemoveExtraReshapesPass


def _reorder_activation_and_pooling() -> type:
    from ovopt.lowering.ov_to_gna.prepare.reorder_activation_and_pooling import ReorderActivationAndPoolingPass

    return ReorderActivationAndPoolingPass


def _remove_single_input_concat() -> type:
    from ovopt.lowering.ov_to_gna.prepare.remove_single_input_concat import RemoveSingleInputConcatPass

    return RemoveSingleInputConcatPass


def _substitute_softsign() -> type:
    from ovopt.lowering.ov_to_gna.prepare.substitute_softsign import SubstituteSoftsignPass

    return SubstituteSoftsignPass


def _replace_nhwc_layers() -> type:
    from ovopt.lowering.ov_to_gna.prepare.replace_nhwc_layers import ReplaceNHWCLayersPass

    return ReplaceNHWCLayersPass


def _transpose_sinking() -> type:
    from ovopt.lowering.ov_to_gna.prepare.transpose_sinking import TransposeSinkingPass

    return TransposeSinkingPass


def _transpose_reshape_to_gather() -> type:
    from ovopt.lowering.ov_to_gna.prepare.transpose_reshape_to_gather import TransposeReshapeToGatherPass

    return TransposeReshapeToGatherPass


def _gather_sinking() -> type:
    from ovopt.lowering.ov_to_gna.prepare.gather_sinking import GatherSinkingPass

    return GatherSinkingPass


def _transpose_compress() -> type:
    from ovopt.lowering.ov_to_gna.prepare.transpose_compress import TransposeCompressPass

    return TransposeCompressPass


def _transpose_to_reshape() -> type:
    from ovopt.lowering.ov_to_gna.prepare.transpose_to_reshape import TransposeToReshapePass

    return TransposeToReshapePass


# (id, pass factory, description), in the order they run.
CHAIN = (
    (
        "gna-fold-weights-dequantization",
        _fold_weights_dequantization,
        "8-bit weights' dequantisation kept for OpenVINO's CPU (ovopt.keep_unfolded) folded to f32 weights",
    ),
    (
        "gna-decompose-mvn",
        _decompose_mvn,
        "MVN over the last axes (batch 1) as 1x1 convolutions, Log, Exp and products",
    ),
    ("gna-convert-divide", _convert_divide, "a / b as a * b^-1 (floating point)"),
    ("gna-convert-subtract", _convert_subtract, "a - b as a + (-1) * b"),
    ("gna-convert-negative", _convert_negative, "-x as x * -1"),
    (
        "gna-decompose-rnn",
        _decompose_rnn,
        "LSTM, GRU and RNN sequences of static length unrolled into MatMul, Add, Split and activations per step",
    ),
    (
        "gna-convert-dwsc-to-scaleshifts",
        _convert_dwsc_to_scaleshifts,
        "a depthwise convolution over one axis as per-tap scales of shifted slices, summed",
    ),
    (
        "gna-convert-asymmetric-padding",
        _convert_asymmetric_padding,
        "a convolution's extra padding at one end as zeros concatenated to its data; symmetric pads stay",
    ),
    (
        "gna-convert-padded-to-valid-conv",
        _convert_padded_to_valid_conv,
        "a convolution's padding as zeros concatenated to its data, the convolution VALID",
    ),
    (
        "gna-decompose-2d-conv",
        _decompose_2d_conv,
        "for GNA 2.0 (target=2.0): a 2-D convolution not mappable to 1-D as per-kernel-row convolutions, summed",
    ),
    (
        "gna-convert-matmul-to-pointwise-conv",
        _convert_matmul_to_pointwise_conv,
        "a MatMul by constant weights over more than 8 rows as a 1x1 convolution, its bias Add inside",
    ),
    (
        "gna-slice-to-strided-slice",
        _slice_to_strided_slice,
        "a Slice with constant bounds as a StridedSlice over every axis, the untouched ones masked whole",
    ),
    (
        "gna-insert-reshape-around-matmul",
        _insert_reshape_around_matmul,
        "MatMuls of rank-3/4 data by 2-D constant weights on 2-D data, reshaped back after their bias and Transpose",
    ),
    (
        "gna-swap-input-matmul",
        _swap_input_matmul,
        "constant [M, K] x data [K, N] (N <= 8) as (data^T x constant^T)^T: the constant becomes the weights",
    ),
    (
        "gna-handle-transposes-around-matmul",
        _handle_transposes_around_matmul,
        "a MatMul's data that is a 2-D Transpose read untransposed as frames-as-columns (transpose_a)",
    ),
    (
        "gna-unfuse-reshape-and-transpose",
        _unfuse_reshape_and_transpose,
        "a 2-D <-> 4-D Reshape next to a convolution as Reshape + Transpose through NHWC, for sinking to cancel",
    ),
    (
        "gna-remove-extra-reshapes",
        _remove_extra_reshapes,
        "Reshapes that keep the shape dropped, chains of reshapes made one",
    ),
    (
        "gna-reorder-activation-and-pooling",
        _reorder_activation_and_pooling,
        "Conv -> non-decreasing activation -> MaxPool as Conv -> MaxPool -> activation",
    ),
    ("gna-remove-single-input-concat", _remove_single_input_concat, "a Concat of one input replaced by that input"),
    ("gna-substitute-softsign", _substitute_softsign, "x / (1 + |x|) as one SoftSign"),
    (
        "gna-replace-nhwc-layers",
        _replace_nhwc_layers,
        "convolutions and poolings wrapped in transposes to channels-last and back",
    ),
    (
        "gna-transpose-sinking",
        _transpose_sinking,
        "transposes moved through element-wise ops, Concat, Split and 1-dim Reshapes; inverse pairs cancel",
    ),
    (
        "gna-transpose-reshape-to-gather",
        _transpose_reshape_to_gather,
        "a transpose whose result is flattened as a flatten then a Gather",
    ),
    (
        "gna-gather-sinking",
        _gather_sinking,
        "gathers on one axis moved forward through element-wise ops toward the outputs",
    ),
    (
        "gna-transpose-compress",
        _transpose_compress,
        "a transpose moving blocks of adjacent axes as a 2-D transpose between Reshapes",
    ),
    ("gna-transpose-to-reshape", _transpose_to_reshape, "a transpose that only moves 1-dims as a Reshape"),
)


def register(after: str | None = None) -> None:
    """Register the chain in gna-default, its first pass after `after`."""
    previous = after
    for ident, factory, description in CHAIN:
        registry.register_transformation(
            Transformation(
                ident,
                factory,
                "layout",
                pipelines=("gna-default",),
                run_after=(previous,) if previous else (),
                description=description,
            )
        )
        previous = ident


def register_patterns() -> None:
    """Each pass's family: the `patterns` of the module that declares the pass (transpose
    sinking, two rewrites, has none)."""
    for ident, factory, _ in CHAIN:
        module = sys.modules[factory().__module__]
        if hasattr(module, "patterns"):
            registry.register_patterns(ident, module.patterns, name=module.__name__.rsplit(".", 1)[1])
