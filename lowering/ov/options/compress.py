"""ov-compress-to-fp16: ovc's `--compress_to_fp16`, weights stored as f16.

Every f32 constant becomes an f16 constant followed by a Convert to f32 marked
`decompression` in its rt_info, as ovc writes it; the CPU plugin computes in f32 as before
and the .bin is about half the size. Like ovc, a constant most of whose values f16 cannot
hold (more than 75% beyond +-65504) stays f32; the few values beyond elsewhere are clamped.
The pass runs last: constant folding would fold the Convert back.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import Float16Type, Float32Type, ModuleOp, NameLoc, NoneAttr, StringAttr
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from ovopt.dialects import ov
from ovopt.lowering.ov.options.graph import main_function
from ovopt.support import elements
from ovopt.support.locations import TENSOR_NAMES_ATTR, carry_tensor_names, node_name
from ovopt.support.runtime_info import set_op_rt_info
from ovopt.support.shapes import element_of

FP16_MAX = float(np.finfo(np.float16).max)
KEEP_IF_OUT_OF_RANGE = 0.75  # ovc's threshold: the share of values f16 cannot hold


@dataclass(frozen=True)
class CompressToFp16Pass(ModulePass):
    """Store f32 constants as f16, each read through a decompression Convert to f32."""

    name = "ov-compress-to-fp16"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        function = main_function(op, "--compress-to-fp16")
        for constant in list(function.walk()):
            if isinstance(constant, ov.ConstantV0Op) and constant.output.uses and _compressible(constant):
                _compress(constant)


def _compressible(constant: ov.ConstantV0Op) -> bool:
    if element_of(constant.output.type) != Float32Type():
        return False
    values = elements.numpy_from_dense(constant.value)
    finite = values[np.isfinite(values)]
    return finite.size == 0 or np.count_nonzero(np.abs(finite) > FP16_MAX) <= KEEP_IF_OUT_OF_RANGE * finite.size


def fp16_values(values: np.ndarray) -> np.ndarray:
    """`values` as the pass stores them: f16, clamped to its range, infinities kept."""
    half = np.clip(values, -FP16_MAX, FP16_MAX).astype(np.float16)  # infinities stay infinite
    return np.where(np.isinf(values), values.astype(np.float16), half)


def round_weights_as_compressed(module: ModuleOp) -> None:
    """Give every constant the pass would compress the values it would store, kept in f32: the
    module computes what its compressed IR computes, rounding included (--validate's reference
    for --compress-to-fp16)."""
    for constant in list(main_function(module, "--validate").walk()):
        if isinstance(constant, ov.ConstantV0Op) and constant.output.uses and _compressible(constant):
            rounded = fp16_values(elements.numpy_from_dense(constant.value)).astype(np.float32)
            constant.value = ov.ConstantV0Op.from_numpy(rounded, Float32Type()).value


def _compress(constant: ov.ConstantV0Op) -> None:
    half = fp16_values(elements.numpy_from_dense(constant.value))
    compressed = ov.ConstantV0Op.from_numpy(half, Float16Type())
    convert = ov.ConvertV0Op(compressed.output, destination_type=Float32Type())
    name = node_name(constant)
    if name is not None:
        compressed.location = NameLoc(StringAttr(f"{name}_compressed"), NoneAttr())
        convert.location = constant.location
    set_op_rt_info(convert, "decompression")
    Rewriter.insert_op([compressed, convert], InsertPoint.before(constant))
    carry_tensor_names(constant.output, convert.output)
    constant.attributes.pop(TENSOR_NAMES_ATTR, None)
    constant.output.replace_all_uses_with(convert.output)
    Rewriter.erase_op(constant)
