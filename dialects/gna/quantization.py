"""Where data enters and leaves GNA's integers. The plugin quantises a model input as it
copies it into GNA's memory (pre_post_process: the float times the input's scale factor,
rounded half away from zero and saturated) and divides an output by its scale factor as it
copies it out; these ops say so in the module, on the CPU side of the gna ops."""

from __future__ import annotations

from xdsl.dialects.builtin import f32, i8, i16
from xdsl.irdl import operand_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop, declare_op, float_prop
from ovopt.dialects.gna.base import GnaOp, gna_tensor
from ovopt.dialects.gna.precisions import is_quantised
from ovopt.dialects.gna.types import TensorType


@declare_op("gna.quantize")
class QuantizeOp(GnaOp):
    """Float data to GNA's i16 (i8 with `low_precision`) at `scale`: round(x * scale), half
    away from zero, saturated."""

    data = operand_def(TensorType)
    output = result_def(TensorType)
    scale = float_prop(width=64)
    low_precision = bool_prop(default=False)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = gna_tensor(operands[0], "quantize data")
        if is_quantised(data.element_type) or data.scale is not None:
            raise VerifyException(f"gna.quantize takes float data without a scale factor, got {data}")
        scale = properties["scale"].value.data
        if not 0 < scale < float("inf"):
            raise VerifyException(f"a scale factor is positive and finite, got {scale}")
        low = properties.get("low_precision")
        return [data.with_scale(scale, i8 if low is not None and low.value.data else i16)]


@declare_op("gna.dequantize")
class DequantizeOp(GnaOp):
    """GNA's integers back to floats: q / scale. The scale is the input type's, repeated as a
    property so that it stays known once the integers are another dialect's values (the
    emulation lowers the producer first)."""

    data = operand_def(TensorType)
    output = result_def(TensorType)
    scale = float_prop(width=64)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = gna_tensor(operands[0], "dequantize data")
        if not is_quantised(data.element_type) or data.scale is None:
            raise VerifyException(f"gna.dequantize takes integers with a scale factor, got {data}")
        scale = properties["scale"].value.data
        if scale != data.scale:
            raise VerifyException(f"gna.dequantize's scale {scale} is not its data's, {data.scale}")
        return [data.with_scale(None, f32)]


OPS = [QuantizeOp, DequantizeOp]
__all__ = [op.__name__ for op in OPS]
