"""The gna dialect: Intel GNA, with tensor types that carry their data layout.

`!gna.tensor<1x49x10x8xf32, NHWC>` holds its shape in the physical order its layout names
(types.py). The ops are what the GNA plugin compiled to (its own ops in
src/plugins/intel_gna/src/ops, the legacy layers gna_graph_compiler.cpp turned into GNA
primitives): compute ops in compute.py, memory and layout ops in memory.py, the entry into and
exit from GNA's integers in quantization.py; precisions.py and layers.py hold the rules the
quantised forms are checked against. Weights and biases stay builtin tensors made by
ov.Constant; data crosses between the ov dialect's builtin tensors and gna tensors only
through `gna.layout_cast`.
"""

from xdsl.ir import Dialect

from ovopt.dialects.gna import compute, memory, quantization
from ovopt.dialects.gna.compute import *  # noqa: F403
from ovopt.dialects.gna.memory import *  # noqa: F403
from ovopt.dialects.gna.quantization import *  # noqa: F403
from ovopt.dialects.gna.types import *  # noqa: F403
from ovopt.dialects.gna.types import LayoutAttr, TensorType

GNA_OPS = [*compute.OPS, *memory.OPS, *quantization.OPS]
GNA = Dialect("gna", GNA_OPS, [LayoutAttr, TensorType])

__all__ = ["GNA", "GNA_OPS", *compute.__all__, *memory.__all__, *quantization.__all__]
