"""Ops that move or alias memory rather than compute: copy and identity (which give a value
its own buffer or precision), crop / concat / split (buffer aliasing at offsets), the
non-functional layout cast, and the 2-D transposition GNA can do."""

from __future__ import annotations

from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    operand_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import declare_op, int_prop, ints_prop
from ovopt.dialects.gna.base import GnaOp, gna_tensor, same_scale
from ovopt.dialects.gna.precisions import is_quantised, width
from ovopt.dialects.gna.types import Layout, TensorType, cast_problem
from ovopt.support.shapes import normalize_axis, show

TRANSPOSE_MAX_SIZE = 65528  # kTransposeMaxSize (backend/gna_limitations.hpp)


def moved(value: SSAValue, what: str) -> TensorType:
    """The data a memory op moves: quantised, 16- or 8-bit elements (GNA copies, crops and
    concatenates 2-byte elements; an i32 accumulator is activated first)."""
    data = gna_tensor(value, what)
    if is_quantised(data.element_type) and width(data.element_type) not in ("i16", "i8"):
        raise VerifyException(
            f"{what} is {width(data.element_type)}: GNA moves 16- or 8-bit data, an accumulator needs an "
            "activation (identity) first"
        )
    return data


@declare_op("gna.copy")
class CopyOp(GnaOp):
    """GNA's copy primitive: the value in a buffer of its own (before concat, after inputs)."""

    data = operand_def(TensorType)
    output = result_def(TensorType)

    @classmethod
    def infer_result_types(cls, operands, properties):
        return [moved(operands[0], "copy data")]


@declare_op("gna.identity")
class IdentityOp(GnaOp):
    """The identity activation (a PWL): changes precision or breaks a fusion, not the values."""

    data = operand_def(TensorType)
    output = result_def(TensorType)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = gna_tensor(operands[0], "identity data")
        if is_quantised(data.element_type):
            raise VerifyException("a quantised identity is a gna.pwl with identity segments (gna-layer-forms)")
        return [data]


@declare_op("gna.crop")
class CropOp(GnaOp):
    """The box of `sizes` elements starting at `offsets`, per axis (the plugin's Crop): an
    alias of the input buffer when the offset is aligned."""

    data = operand_def(TensorType)
    output = result_def(TensorType)
    offsets = ints_prop()
    sizes = ints_prop()

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = moved(operands[0], "crop data")
        offsets, sizes = (list(properties[n].get_values()) for n in ("offsets", "sizes"))
        shape = list(data.get_shape())
        if len(offsets) != len(shape) or len(sizes) != len(shape):
            raise VerifyException(f"crop needs an offset and a size per axis of {show(shape)}")
        for axis, (o, s, d) in enumerate(zip(offsets, sizes, shape)):
            if o < 0 or s < 1 or o + s > d:
                raise VerifyException(f"crop of {s} at {o} does not fit axis {axis} of {show(shape)}")
        return [data.with_shape(sizes, data.element_type)]


@declare_op("gna.concat")
class ConcatOp(GnaOp):
    """Inputs of one layout side by side along `axis`: each is written at its offset of the
    result's buffer (memory aliasing, no primitive)."""

    inputs = var_operand_def(TensorType)
    output = result_def(TensorType)
    axis = int_prop()

    @classmethod
    def infer_result_types(cls, operands, properties):
        if not operands:
            raise VerifyException("concat needs at least one input")
        types = [moved(v, f"concat input {i}") for i, v in enumerate(operands)]
        first = types[0]
        axis = normalize_axis(properties["axis"].value.data, first.get_num_dims())
        for i, t in enumerate(types[1:], 1):
            if t.layout_kind != first.layout_kind or t.element_type != first.element_type:
                raise VerifyException(f"concat input {i} is {t}, input 0 is {first}: one layout and element type")
            if not same_scale(t.scale, first.scale):
                raise VerifyException(
                    f"concat input {i} has scale factor {t.scale}, input 0 has {first.scale}: a concat's inputs "
                    "share one scale (gna-propagate-scales requantises the producers)"
                )
            a, b = list(first.get_shape()), list(t.get_shape())
            if len(a) != len(b) or any(x != y for k, (x, y) in enumerate(zip(a, b)) if k != axis):
                raise VerifyException(f"concat input {i} {show(b)} does not match {show(a)} off axis {axis}")
        shape = list(first.get_shape())
        shape[axis] = sum(t.get_shape()[axis] for t in types)
        return [first.with_shape(shape, first.element_type)]


@declare_op("gna.split")
class SplitOp(GnaOp):
    """Parts of `sizes` along `axis`: each reads its offset of the input's buffer."""

    data = operand_def(TensorType)
    outputs = var_result_def(TensorType)
    axis = int_prop()
    sizes = ints_prop()

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = moved(operands[0], "split data")
        shape = list(data.get_shape())
        axis = normalize_axis(properties["axis"].value.data, len(shape))
        sizes = list(properties["sizes"].get_values())
        if any(s < 1 for s in sizes) or sum(sizes) != shape[axis]:
            raise VerifyException(f"split sizes {sizes} must be positive and add up to {shape[axis]}")
        return [data.with_shape([*shape[:axis], s, *shape[axis + 1 :]], data.element_type) for s in sizes]


@declare_op("gna.transpose")
class TransposeOp(GnaOp):
    """GNA's 2-D transposition: [A, B] to [B, A]; frames as rows (NC) become interleaved (CN)
    and back. GNA transposes at most 8 rows or columns, the other side a multiple of 8 up to
    65528 (Limitations::is_transpose_supported); a bigger transpose belongs to the CPU."""

    data = operand_def(TensorType)
    output = result_def(TensorType)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = gna_tensor(operands[0], "transpose data", [Layout.NC, Layout.CN, Layout.ND])
        moved(operands[0], "transpose data")
        if data.get_num_dims() != 2:
            raise VerifyException(f"GNA transposes 2-D data, got {show(list(data.get_shape()))}")
        a, b = data.get_shape()
        small, large = sorted((a, b))
        if small > 1 and not (small <= 8 and large % 8 == 0 and large <= TRANSPOSE_MAX_SIZE):
            raise VerifyException(
                f"GNA cannot transpose [{a},{b}]: one side must be at most 8, "
                f"the other a multiple of 8 up to {TRANSPOSE_MAX_SIZE}"
            )
        layout = {Layout.NC: Layout.CN, Layout.CN: Layout.NC}.get(data.layout_kind, Layout.ND)
        return [TensorType([b, a], data.element_type, layout, data.scale)]


@declare_op("gna.layout_cast")
class LayoutCastOp(IRDLOperation):
    """The same buffer read with another shape or layout: a reshape, a transpose that moves
    only 1-dims, or the boundary between builtin tensors (ov dialect) and gna tensors. No GNA
    primitive; a cast that would move data fails to verify."""

    input = operand_def(Attribute)
    output = result_def(Attribute)
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input attr-dict `:` type($input) `to` type($output)"

    def __init__(self, input: SSAValue, result_type: Attribute):
        super().__init__(operands=[input], result_types=[result_type])

    def verify_(self) -> None:
        source, target = self.input.type, self.output.type
        if not isinstance(source, TensorType) and not isinstance(target, TensorType):
            raise VerifyException(f"a layout cast has a !gna.tensor on one side, got {source} to {target}")
        problem = cast_problem(source, target)
        if problem is not None:
            raise VerifyException(problem)


OPS = [CopyOp, IdentityOp, CropOp, ConcatOp, SplitOp, TransposeOp, LayoutCastOp]
__all__ = [op.__name__ for op in OPS]
