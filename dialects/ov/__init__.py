"""The ov dialect: OpenVINO operations, one op per operation version.

`ov.Softmax.v8` is OpenVINO's `ov::op::v8::Softmax`: the op knows the `type` and `version`
(opset) that IR XML spells for it (`SoftMax`, `opset8`), and its properties carry OpenVINO's
attribute names, so the IR target writes them as they are. Every op infers its result types
(`infer_result_types`, used by the builders and re-checked by the verifier) and has a numpy
reference kernel in `ov_reference/`. Model inputs and outputs are the arguments and results
of `func.func @main`, not ops.

The ops live in one module per family, each listing them in `OPS`; this module is the
dialect, and names every op: `ov.ConvolutionV1Op`. An extension declares ops of its own opset
the same way, with `@ov_op("my_opset", dialect="my")` (see docs/extensions.md).
"""

from xdsl.ir import Dialect

from ovopt.dialects.ov import (
    activation,
    attention,
    col2im,
    comparison,
    constant,
    control_flow,
    convolution,
    convolution_backprop,
    detection,
    einsum,
    elementwise,
    generation,
    indexing,
    interpolation,
    layer,
    linear,
    math,
    normalization,
    ordering,
    recurrent,
    reduction,
    sampling,
    shape,
    signal,
    state,
    unique,
)
from ovopt.dialects.ov.activation import *  # noqa: F403
from ovopt.dialects.ov.attention import *  # noqa: F403
from ovopt.dialects.ov.base import OvOp, ir_string, ov_op
from ovopt.dialects.ov.col2im import *  # noqa: F403
from ovopt.dialects.ov.comparison import *  # noqa: F403
from ovopt.dialects.ov.constant import *  # noqa: F403
from ovopt.dialects.ov.control_flow import *  # noqa: F403
from ovopt.dialects.ov.convolution import *  # noqa: F403
from ovopt.dialects.ov.convolution_backprop import *  # noqa: F403
from ovopt.dialects.ov.detection import *  # noqa: F403
from ovopt.dialects.ov.einsum import *  # noqa: F403
from ovopt.dialects.ov.elementwise import *  # noqa: F403
from ovopt.dialects.ov.generation import *  # noqa: F403
from ovopt.dialects.ov.indexing import *  # noqa: F403
from ovopt.dialects.ov.interpolation import *  # noqa: F403
from ovopt.dialects.ov.layer import *  # noqa: F403
from ovopt.dialects.ov.linear import *  # noqa: F403
from ovopt.dialects.ov.math import *  # noqa: F403
from ovopt.dialects.ov.normalization import *  # noqa: F403
from ovopt.dialects.ov.ordering import *  # noqa: F403
from ovopt.dialects.ov.recurrent import *  # noqa: F403
from ovopt.dialects.ov.reduction import *  # noqa: F403
from ovopt.dialects.ov.sampling import *  # noqa: F403
from ovopt.dialects.ov.shape import *  # noqa: F403
from ovopt.dialects.ov.signal import *  # noqa: F403
from ovopt.dialects.ov.state import *  # noqa: F403
from ovopt.dialects.ov.unique import *  # noqa: F403

FAMILIES = (constant, elementwise, convolution, linear, normalization, reduction, shape)
FAMILIES += (comparison, math, activation, attention)
FAMILIES += (indexing, ordering, generation)
FAMILIES += (convolution_backprop, einsum, interpolation, recurrent)
FAMILIES += (sampling, detection, unique)
FAMILIES += (layer, control_flow)
FAMILIES += (signal, col2im)
FAMILIES += (state,)
OV_OPS = [op for family in FAMILIES for op in family.OPS]

OV = Dialect("ov", OV_OPS, [])

__all__ = ["OV", "OV_OPS", "OvOp", "ir_string", "ov_op"]
for _family in FAMILIES:
    __all__ += _family.__all__  # the op classes (test_dialect_exports: never a family's OPS list)
