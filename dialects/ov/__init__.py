"""The ov dialect: OpenVINO operations, one op per operation version.

`ov.Softmax.v8` is OpenVINO's `ov::op::v8::Softmax`: the op knows the `type` and `version`
(opset) that IR XML spells for it (`SoftMax`, `opset8`), and its properties carry OpenVINO's
attribute names, so the IR target writes them as they are. Every op infers its result types
(`infer_result_types`, used by the builders and re-checked by the verifier) and has a numpy
reference kernel in `ov_reference/`. Model inputs and outputs are the arguments and results
of `func.func @main`, not ops.

The ops live in one module per family; this module is the dialect and names them all.
"""

from xdsl.ir import Dialect

from ovopt.dialects.ov import constant, convolution, elementwise, linear, normalization, reduction, shape
from ovopt.dialects.ov.base import OvOp, constant_value, ir_string
from ovopt.dialects.ov.constant import ConstantV0Op
from ovopt.dialects.ov.convolution import (
    AvgPoolOp,
    AvgPoolV1Op,
    AvgPoolV14Op,
    ConvolutionV1Op,
    GroupConvolutionV1Op,
    MaxPoolOp,
    MaxPoolV8Op,
    MaxPoolV14Op,
    SlidingWindowOp,
)
from ovopt.dialects.ov.elementwise import (
    AbsV0Op,
    AddV1Op,
    BinaryElementwiseOp,
    CeilingV0Op,
    ConvertV0Op,
    DivideV1Op,
    ErfV0Op,
    ExpV0Op,
    FloorV0Op,
    LogV0Op,
    MaximumV1Op,
    MinimumV1Op,
    MultiplyV1Op,
    NegativeV0Op,
    PowerV1Op,
    ReluV0Op,
    SigmoidV0Op,
    SqrtV0Op,
    SubtractV1Op,
    TanhV0Op,
    UnaryElementwiseOp,
)
from ovopt.dialects.ov.linear import MatMulV0Op
from ovopt.dialects.ov.normalization import BatchNormInferenceV5Op, LRNV0Op, SoftmaxV8Op
from ovopt.dialects.ov.reduction import (
    ReduceMaxV1Op,
    ReduceMeanV1Op,
    ReduceMinV1Op,
    ReduceProdV1Op,
    ReduceSumV1Op,
    ReductionOp,
)
from ovopt.dialects.ov.shape import (
    BroadcastV3Op,
    ConcatV0Op,
    GatherV8Op,
    ReshapeV1Op,
    ShapeOfV3Op,
    SqueezeV0Op,
    TransposeV1Op,
    UnsqueezeV0Op,
    reshaped,
)

__all__ = [
    "OV",
    "OV_OPS",
    "AbsV0Op",
    "AddV1Op",
    "AvgPoolOp",
    "AvgPoolV14Op",
    "AvgPoolV1Op",
    "BatchNormInferenceV5Op",
    "BinaryElementwiseOp",
    "BroadcastV3Op",
    "CeilingV0Op",
    "ConcatV0Op",
    "ConstantV0Op",
    "ConvertV0Op",
    "ConvolutionV1Op",
    "DivideV1Op",
    "ErfV0Op",
    "ExpV0Op",
    "FloorV0Op",
    "GatherV8Op",
    "GroupConvolutionV1Op",
    "LRNV0Op",
    "LogV0Op",
    "MatMulV0Op",
    "MaxPoolOp",
    "MaxPoolV14Op",
    "MaxPoolV8Op",
    "MaximumV1Op",
    "MinimumV1Op",
    "MultiplyV1Op",
    "NegativeV0Op",
    "OvOp",
    "PowerV1Op",
    "ReduceMaxV1Op",
    "ReduceMeanV1Op",
    "ReduceMinV1Op",
    "ReduceProdV1Op",
    "ReduceSumV1Op",
    "ReductionOp",
    "ReluV0Op",
    "ReshapeV1Op",
    "ShapeOfV3Op",
    "SigmoidV0Op",
    "SlidingWindowOp",
    "SoftmaxV8Op",
    "SqrtV0Op",
    "SqueezeV0Op",
    "SubtractV1Op",
    "TanhV0Op",
    "TransposeV1Op",
    "UnaryElementwiseOp",
    "UnsqueezeV0Op",
    "constant_value",
    "ir_string",
    "reshaped",
]

FAMILIES = (constant, elementwise, convolution, linear, normalization, reduction, shape)
OV_OPS = [op for family in FAMILIES for op in family.OPS]

OV = Dialect("ov", OV_OPS, [])
