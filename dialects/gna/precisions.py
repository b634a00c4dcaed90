"""Which element types a quantised GNA layer takes, per generation.

GNA multiplies 16-bit (or 8-bit) data by 16-bit or 8-bit weights and accumulates in 32 bits;
an activation (a PWL) reads that accumulator and writes 16-bit (or 8-bit) data again. The
plugin's choices (src/plugins/intel_gna/src/frontend/layer_quantizer.cpp, GetWeightsPrecision /
GetBiasesPrecision) and the library's kernels (intel/gna src/gna-lib/kernels: igemm16 / igemm8
/ convnet) give these combinations:

| layer | data | weights | bias |
| --- | --- | --- | --- |
| affine | i16 | i16 | i32 |
| affine | i16 | i8 | compound: i32 bias + ui8 multiplier per output row |
| affine | i8 (3.0, 3.5) | i8 or i16 | i32 |
| affine | i16 or i8 (3.0, 3.5) | i8 or i16 | i8, no multipliers (input-precision=i8) |
| diagonal | i16 (i8 on 3.0, 3.5) | i16 | i32 |
| convolution | i16 (i8 on 3.0, 3.5) | i16; i8 only on 3.5 | i32 |

and every weighted layer writes an i32 accumulator. A sum's diagonal takes the other input's
i32 accumulator as its bias, or on 3.0 and later (input-precision=i8, where both inputs of a sum
are 8- or 16-bit data, MarkIdentityCandidates) that input's i16 or i8 data. Convolution weights are 16-bit before 3.5
(Limitations::use_only_16bit_convolution_weights). 8-bit data (the plugin's
`input_low_precision`) needs the 1-byte-input kernels, which GNA 3.0 added; this last rule is
read from the kernels' names, not from a capability table.
"""

from __future__ import annotations

from xdsl.dialects.builtin import AnyFloat, IntegerType, Signedness, i8, i16, i32
from xdsl.ir import Attribute

UI8 = IntegerType(8, Signedness.UNSIGNED)
DATA = {"i16": i16, "i8": i8}
WIDTH = {i8: "i8", i16: "i16", i32: "i32", UI8: "ui8"}
GENERATIONS = ("2.0", "3.0", "3.5")
LOW_PRECISION_DATA = ("3.0", "3.5")  # generations with 8-bit data
BYTE_CONVOLUTION_WEIGHTS = ("3.5",)  # generations with 8-bit convolution weights


def width(element: Attribute) -> str:
    """`f32`-like floats are "float"; i8 / i16 / i32 / ui8 their names; anything else as printed."""
    if isinstance(element, AnyFloat):
        return "float"
    return WIDTH.get(element, str(element))


def is_quantised(element: Attribute) -> bool:
    return not isinstance(element, AnyFloat)


def layer_problem(
    layer: str, target: str | None, data: Attribute, weights: Attribute, bias: Attribute | None, multipliers: bool
) -> str | None:
    """Why a `layer` ("affine", "diagonal", "convolution") of these element types cannot run on
    GNA `target`, or None. `bias` is the bias element type (None: no bias); `multipliers`
    says whether the layer has the compound bias's per-row multipliers."""
    d, w = width(data), width(weights)
    b = None if bias is None else width(bias)
    if d == "float":
        if w != "float" or b not in (None, "float") or multipliers:
            return f"float data takes float weights and bias, got {w} weights and {b} bias"
        return None
    if target not in GENERATIONS:
        return f"a quantised {layer} names its GNA target ({', '.join(GENERATIONS)}), got {target}"
    if d == "i32":
        return f"{layer} data is 16- or 8-bit: the int32 accumulator it reads needs an activation (identity) first"
    if d not in DATA:
        return f"{layer} data must be i16 or i8, got {d}"
    if d == "i8" and target not in LOW_PRECISION_DATA:
        return f"8-bit {layer} data needs GNA 3.0 or later, not {target}"
    if w not in DATA:
        return f"{layer} weights must be i16 or i8, got {w}"
    byte_bias = layer == "affine" and b == "i8"
    if byte_bias and target not in LOW_PRECISION_DATA:
        return f"an 8-bit affine bias (input-precision=i8) needs GNA 3.0 or later, not {target}"
    if b not in (None, "i32") and not byte_bias:
        return f"the {layer} bias is i32, got {b}"
    if layer == "convolution" and w == "i8" and target not in BYTE_CONVOLUTION_WEIGHTS:
        return f"8-bit convolution weights need GNA 3.5, not {target} (earlier generations take 16-bit filters)"
    if layer == "diagonal" and w != "i16":
        return f"diagonal weights are i16, got {w}"
    compound = layer == "affine" and d == "i16" and w == "i8" and not byte_bias
    if compound and not multipliers:
        return "an affine of i16 data and i8 weights takes the compound bias: an i32 bias and ui8 multipliers"
    if multipliers and not compound:
        return f"only an affine of i16 data and i8 weights has multipliers, not a {layer} of {d} data and {w} weights"
    return None


def sum_bias_problem(target, bias: Attribute) -> str | None:
    """Why a sum's diagonal cannot take the other input (of element type `bias`) as its bias on
    GNA `target` (a StringAttr or None), or None."""
    b = width(bias)
    if b == "i32":
        return None
    if b not in DATA:
        return f"diagonal bias (the sum's other input) is an i32 accumulator, got {b}"
    generation = None if target is None else target.data
    if generation not in LOW_PRECISION_DATA:
        return (
            f"diagonal bias (the sum's other input) of {b} data (input-precision=i8) needs GNA 3.0 or later, "
            f"not {generation}: on earlier generations it is an i32 accumulator"
        )
    return None
