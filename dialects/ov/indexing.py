"""Indexing: slicing, splitting, gathering and scattering by index, one-hot, non-zero indices."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import TensorType, i32, i64
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import operand_def, opt_operand_def, result_def, var_result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop, int_prop, ints_prop, one_of, type_prop
from ovopt.dialects.evaluation import evaluate
from ovopt.dialects.ov.base import OvOp, int_value, ints, ov_op
from ovopt.dialects.ov.operands import integer_input, known_int, known_ints, same_rank, scalar_input, vector_length
from ovopt.support.shapes import (
    Shape,
    element_of,
    normalize_axis,
    same_element_type,
    shape_of,
    shapes_agree,
    show,
    tensor_type,
)


def openvino_slice(size: int, start: int | None, stop: int | None, step: int) -> slice:
    """`start:stop:step` on a dim of `size` as OpenVINO and ONNX read it: Python's slice, whose
    clamping of out-of-range bounds is theirs, except that with a negative step a start before
    the first element clamps to it (Python's slice picks nothing)."""
    if step < 0 and start is not None and start < -size:
        start = 0
    return slice(start, stop, step)


def sliced_length(size: int, start: int | None, stop: int | None, step: int) -> int:
    """How many elements `start:stop:step` picks from `size` (openvino_slice)."""
    return len(range(*openvino_slice(size, start, stop, step).indices(size)))


@ov_op(8)
class SliceV8Op(OvOp):
    """Slice-8: data[start:stop:step] on `axes` (default 0, 1, ...); negative values count from the
    back and out-of-range ones clamp, as in ONNX Slice."""

    data = operand_def(TensorType)
    start = operand_def(TensorType)
    stop = operand_def(TensorType)
    step = operand_def(TensorType)
    axes = opt_operand_def(TensorType)
    output = result_def(TensorType)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, *bounds = operands
        lengths = {vector_length(v, name) for v, name in zip(bounds, ("start", "stop", "step", "axes"))}
        for value, name in zip(bounds, ("start", "stop", "step", "axes")):
            integer_input(value, name)
        if len(lengths - {None}) > 1:
            raise VerifyException("start, stop, step and axes must have one length")
        x = shape_of(data.type)
        element = element_of(data.type)
        if x is None:
            return [tensor_type(element, None)]
        starts, stops, steps = (known_ints(v) for v in bounds[:3])
        if steps is not None and 0 in steps:
            raise VerifyException("a slice step cannot be 0")
        count = next((len(v) for v in (starts, stops, steps) if v is not None), None)
        if len(bounds) == 4:
            axes = known_ints(bounds[3])
            if axes is None:
                return [tensor_type(element, [None] * len(x))]
            axes = [normalize_axis(a, len(x)) for a in axes]
            if len(set(axes)) != len(axes):
                raise VerifyException(f"slice axes repeat: {axes}")
        elif count is None:
            return [tensor_type(element, [None] * len(x))]
        else:
            axes = list(range(count))
            if count > len(x):
                raise VerifyException(f"{count} slice bounds for rank {len(x)}")
        out = list(x)
        for index, axis in enumerate(axes):
            if None in (starts, stops, steps) or out[axis] is None:
                out[axis] = None
            else:
                out[axis] = sliced_length(out[axis], starts[index], stops[index], steps[index])
        return [tensor_type(element, out)]


STRIDED_SLICE_MASKS = ("begin_mask", "end_mask", "new_axis_mask", "shrink_axis_mask", "ellipsis_mask")


def _mask_bits(properties, count: int) -> dict[str, list[bool]]:
    """Each mask as one flag per entry of begin: a mask shorter than begin is 0 past its end,
    bits past begin's length select nothing (as OpenVINO reads them). OpenVINO rejects masks of
    different lengths, unless empty."""
    lengths = {name: len(ints(properties, name)) for name in STRIDED_SLICE_MASKS}
    if len(set(lengths.values()) - {0}) > 1:
        spelled = ", ".join(f"{name} {length}" for name, length in lengths.items())
        raise VerifyException(f"the masks must have one length (or none), got {spelled}")
    bits = {}
    for name in STRIDED_SLICE_MASKS:
        mask = ints(properties, name)
        if any(bit not in (0, 1) for bit in mask):
            raise VerifyException(f"{name} must hold only 0s and 1s, got {mask}")
        bits[name] = [bool(bit) for bit in mask[:count]] + [False] * (count - len(mask[:count]))
    if sum(bits["ellipsis_mask"]) > 1:
        raise VerifyException(f"ellipsis_mask may set one bit, got {ints(properties, 'ellipsis_mask')}")
    return bits


def _strided_dims(x: list[int | None], bounds, bits: dict[str, list[bool]]) -> list[int | None]:
    """The output dims of StridedSlice on dims `x`: walk begin's entries, an ellipsis standing for
    the dims no other entry addresses, a new axis adding a 1, a shrunk axis dropping its dim;
    the dims past the last entry stay whole. `bounds` are begin, end and strides, each a list or
    None while unknown."""
    begins, ends, strides = bounds
    count = len(bits["begin_mask"])
    consumed = sum(not (bits["ellipsis_mask"][i] or bits["new_axis_mask"][i]) for i in range(count))
    if consumed > len(x):
        raise VerifyException(f"{count} slice entries address {consumed} dims of a rank-{len(x)} input")
    out, dim = [], 0
    for i in range(count):
        if bits["ellipsis_mask"][i]:
            whole = len(x) - consumed
            out += x[dim : dim + whole]
            dim += whole
            continue
        if bits["new_axis_mask"][i]:
            out.append(1)
            continue
        size, stride = x[dim], None if strides is None else strides[i]
        dim += 1
        if bits["shrink_axis_mask"][i]:
            if size is not None and begins is not None and not -size <= begins[i] < size:
                raise VerifyException(f"shrink_axis_mask picks index {begins[i]} of a dim of {size}")
            continue
        whole_start, whole_end = bits["begin_mask"][i], bits["end_mask"][i]
        if size is None or stride is None or (begins is None and not whole_start) or (ends is None and not whole_end):
            out.append(None)
        else:
            begin, end = None if whole_start else begins[i], None if whole_end else ends[i]
            out.append(sliced_length(size, begin, end, stride))
    return out + x[dim:]


@ov_op(1)
class StridedSliceV1Op(OvOp):
    """StridedSlice-1: numpy's basic indexing, one entry of begin / end / strides (default 1) per
    index; a mask bit turns its entry into `:` from the start (begin_mask) or to the end
    (end_mask), a new 1-dim (new_axis_mask), an integer index that drops the dim
    (shrink_axis_mask) or `...` (ellipsis_mask, one bit at most)."""

    data = operand_def(TensorType)
    begin = operand_def(TensorType)
    end = operand_def(TensorType)
    strides = opt_operand_def(TensorType)
    output = result_def(TensorType)
    begin_mask = ints_prop()
    end_mask = ints_prop()
    new_axis_mask = ints_prop(default=[])
    shrink_axis_mask = ints_prop(default=[])
    ellipsis_mask = ints_prop(default=[])

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, *bounds = operands
        names = ("begin", "end", "strides")
        for value, name in zip(bounds, names):
            integer_input(value, name)
        lengths = {vector_length(value, name) for value, name in zip(bounds, names)} - {None}
        if len(lengths) > 1:
            raise VerifyException(f"begin, end and strides must have one length, got {sorted(lengths)}")
        count = next(iter(lengths), None)
        x, element = shape_of(data.type), element_of(data.type)
        if count is None:
            return [tensor_type(element, None)]
        bits = _mask_bits(properties, count)
        values = [known_ints(value) for value in bounds]
        if len(values) == 2:
            values.append([1] * count)
        if values[2] is not None and 0 in values[2]:
            raise VerifyException(f"a StridedSlice stride cannot be 0, got strides {values[2]}")
        if x is None:
            return [tensor_type(element, None)]
        return [tensor_type(element, _strided_dims(list(x), values, bits))]


def _split_input(data: SSAValue, axis_value: SSAValue) -> tuple[Shape, int | None]:
    """The data shape and the split axis (normalized), if known."""
    integer_input(axis_value, "the split axis")
    scalar_input(axis_value, "the split axis")
    x = shape_of(data.type)
    axis = known_int(axis_value)
    if x is None or axis is None:
        return x, None
    return x, normalize_axis(axis, len(x))


def _with_dim(x: Shape, axis: int | None, dim: int | None) -> Shape:
    if x is None:
        return None
    if axis is None:
        return [None] * len(x)
    return [*x[:axis], dim, *x[axis + 1 :]]


@ov_op(1)
class SplitV1Op(OvOp):
    """Split-1: `num_splits` equal parts along the axis of the second input."""

    data = operand_def(TensorType)
    axis = operand_def(TensorType)
    outputs = var_result_def(TensorType)
    num_splits = int_prop()

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, axis_value = operands
        parts = int_value(properties, "num_splits")
        if parts < 1:
            raise VerifyException(f"num_splits must be positive, not {parts}")
        x, axis = _split_input(data, axis_value)
        dim = None if axis is None else x[axis]
        if dim is not None and dim % parts:
            raise VerifyException(f"a dim of {dim} does not split into {parts} equal parts")
        part = None if dim is None else dim // parts
        return [tensor_type(element_of(data.type), _with_dim(x, axis, part))] * parts


@ov_op(1)
class VariadicSplitV1Op(OvOp):
    """VariadicSplit-1: parts of the given lengths along the axis; one length may be -1 (the rest)."""

    data = operand_def(TensorType)
    axis = operand_def(TensorType)
    split_lengths = operand_def(TensorType)
    outputs = var_result_def(TensorType)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, axis_value, lengths_value = operands
        integer_input(lengths_value, "split_lengths")
        parts = vector_length(lengths_value, "split_lengths")
        if parts is None:
            raise VerifyException("split_lengths needs a static length: it is the number of results")
        x, axis = _split_input(data, axis_value)
        lengths: list[int | None] = known_ints(lengths_value) or [None] * parts
        dim = None if axis is None else x[axis]
        if lengths.count(-1) > 1 or any(n is not None and n < -1 for n in lengths):
            raise VerifyException(f"split_lengths {lengths} may hold one -1 and no other negative value")
        if -1 in lengths:
            rest = None if dim is None or None in lengths else dim - (sum(lengths) + 1)
            if rest is not None and rest < 0:
                raise VerifyException(f"split_lengths {lengths} exceed the dim of {dim}")
            lengths[lengths.index(-1)] = rest
        elif dim is not None and None not in lengths and sum(lengths) != dim:
            raise VerifyException(f"split_lengths {lengths} do not add up to the dim of {dim}")
        element = element_of(data.type)
        return [tensor_type(element, _with_dim(x, axis, n)) for n in lengths]


@ov_op(6)
class GatherElementsV6Op(OvOp):
    """GatherElements-6: out[i][j][k] = data[i][indices[i][j][k]][k] (for axis 1); same ranks."""

    data = operand_def(TensorType)
    indices = operand_def(TensorType)
    output = result_def(TensorType)
    axis = int_prop()

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, indices = operands
        integer_input(indices, "GatherElements indices")
        x, idx = shape_of(data.type), shape_of(indices.type)
        same_rank(x, idx, "GatherElements data and indices")
        out = idx if idx is not None or x is None else [None] * len(x)
        if out is not None:
            normalize_axis(int_value(properties, "axis"), len(out))
        return [tensor_type(element_of(data.type), out)]


@ov_op(8)
class GatherNDV8Op(OvOp):
    """GatherND-8: slices of data picked by the index tuples in the last dim of indices; the
    first `batch_dims` dims of both are a batch, and stay in the output."""

    data = operand_def(TensorType)
    indices = operand_def(TensorType)
    output = result_def(TensorType)
    batch_dims = int_prop(default=0)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, indices = operands
        integer_input(indices, "GatherND indices")
        x, idx = shape_of(data.type), shape_of(indices.type)
        element = element_of(data.type)
        batch = int_value(properties, "batch_dims")
        if x is None or idx is None or idx[-1:] == [None]:
            return [tensor_type(element, None)]
        if not idx or batch < 0 or batch >= min(len(x), len(idx)):
            raise VerifyException(
                f"batch_dims {batch} must be below the ranks of data {show(x)} and indices {show(idx)}"
            )
        depth = idx[-1]
        if batch + depth > len(x):
            raise VerifyException(f"index tuples of {depth} go past the rank of data {show(x)}")
        return [tensor_type(element, [*idx[:-1], *x[batch + depth :]])]


def _updated_type(data: SSAValue, updates: SSAValue) -> Attribute:
    """A scatter's result: the data's type, once the updates' element type is checked."""
    same_element_type(data.type, updates.type)
    return data.type


@ov_op(12)
class ScatterElementsUpdateV12Op(OvOp):
    """ScatterElementsUpdate-12: data with updates written (or reduced, with `use_init_val`
    deciding whether data's value takes part) at indices along the axis of the fourth input."""

    data = operand_def(TensorType)
    indices = operand_def(TensorType)
    updates = operand_def(TensorType)
    axis = operand_def(TensorType)
    output = result_def(TensorType)
    reduction = one_of(("none", "sum", "prod", "min", "max", "mean"), default="none")
    use_init_val = bool_prop(default=True)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, indices, updates, axis_value = operands
        integer_input(indices, "ScatterElementsUpdate indices")
        integer_input(axis_value, "the scatter axis")
        scalar_input(axis_value, "the scatter axis")
        x, idx, upd = shape_of(data.type), shape_of(indices.type), shape_of(updates.type)
        same_rank(x, idx, "ScatterElementsUpdate data and indices")
        if not shapes_agree(idx, upd):
            raise VerifyException(f"indices {show(idx)} and updates {show(upd)} must have one shape")
        axis = known_int(axis_value)
        if x is not None and axis is not None:
            normalize_axis(axis, len(x))
        return [_updated_type(data, updates)]


@ov_op(15)
class ScatterNDUpdateV15Op(OvOp):
    """ScatterNDUpdate-15: data with the slices at the index tuples of indices replaced by (or
    reduced with) updates."""

    data = operand_def(TensorType)
    indices = operand_def(TensorType)
    updates = operand_def(TensorType)
    output = result_def(TensorType)
    reduction = one_of(("none", "sum", "sub", "prod", "min", "max"), default="none")

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, indices, updates = operands
        integer_input(indices, "ScatterNDUpdate indices")
        x, idx, upd = shape_of(data.type), shape_of(indices.type), shape_of(updates.type)
        if x is not None and idx is not None and idx[-1:] != [None]:
            if not idx or idx[-1] > len(x):
                raise VerifyException(f"index tuples of indices {show(idx)} do not fit data {show(x)}")
            expected = [*idx[:-1], *x[idx[-1] :]]
            if not shapes_agree(expected, upd):
                raise VerifyException(f"updates must have shape {show(expected)}, got {show(upd)}")
        return [_updated_type(data, updates)]


@ov_op(16)
class OneHotV16Op(OvOp):
    """OneHot-16: on_value where the index along the new `axis` equals indices, off_value elsewhere.
    Indices out of [0, depth) give off_value everywhere; with `negative_indices_mode` normalize,
    -depth..-1 count from the back first, as ONNX's do."""

    indices = operand_def(TensorType)
    depth = operand_def(TensorType)
    on_value = operand_def(TensorType)
    off_value = operand_def(TensorType)
    output = result_def(TensorType)
    axis = int_prop()
    negative_indices_mode = one_of(("ignore_negative", "normalize"), default="ignore_negative")

    @classmethod
    def infer_result_types(cls, operands, properties):
        indices, depth_value, on_value, off_value = operands
        integer_input(indices, "OneHot indices")
        integer_input(depth_value, "OneHot depth")
        for value, name in ((depth_value, "depth"), (on_value, "on_value"), (off_value, "off_value")):
            scalar_input(value, f"OneHot {name}", vector_of_one=False)
        element = same_element_type(on_value.type, off_value.type)
        idx = shape_of(indices.type)
        if idx is None:
            return [tensor_type(element, None)]
        axis = normalize_axis(int_value(properties, "axis"), len(idx) + 1)
        depth = known_int(depth_value)
        if depth is not None and depth < 0:
            raise VerifyException(f"OneHot depth must not be negative, got {depth}")
        return [tensor_type(element, [*idx[:axis], depth, *idx[axis:]])]


@ov_op(3)
class NonZeroV3Op(OvOp):
    """NonZero-3: the indices of the non-zero elements, one column per element: [rank, count];
    the count is known when the data is."""

    data = operand_def(TensorType)
    output = result_def(TensorType)
    output_type = type_prop(default=i64)

    @classmethod
    def infer_result_types(cls, operands, properties):
        output_type = properties["output_type"]
        if output_type not in (i32, i64):
            raise VerifyException(f"output_type must be i32 or i64, not {output_type}")
        x, values = shape_of(operands[0].type), evaluate(operands[0])
        count = None if values is None else int(np.count_nonzero(values))
        return [tensor_type(output_type, [None if x is None else len(x), count])]


OPS = [
    SliceV8Op,
    StridedSliceV1Op,
    SplitV1Op,
    VariadicSplitV1Op,
    GatherElementsV6Op,
    GatherNDV8Op,
    ScatterElementsUpdateV12Op,
    ScatterNDUpdateV15Op,
    OneHotV16Op,
    NonZeroV3Op,
]
__all__ = ["STRIDED_SLICE_MASKS", "openvino_slice", "sliced_length", *(op.__name__ for op in OPS)]
