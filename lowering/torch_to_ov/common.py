"""What the torch -> ov patterns share: the scalars an ATen call takes, as numbers or as ov
values; the sizes lists make; torch's type promotion.

A scalar operand (an int, a size, a Scalar) is made by `torch.constant` when known, else by a
`torch.aten.sym_size` or `torch.sym` that the conversion has already turned into a rank-0 i64 ov
value (producers are converted first; a pattern that meets a scalar whose producer is not yet
converted waits: `ready`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from xdsl.dialects.builtin import Float64Type, IntegerType, NoneType, TensorType, f32, i1, i64
from xdsl.ir import Attribute, Operation, SSAValue

from ovopt.dialects import ov, torch
from ovopt.dialects.evaluation import evaluate
from ovopt.lowering.builder import Builder, lowering_error
from ovopt.support import elements
from ovopt.support.shapes import element_of, rank_of

__all__ = [
    "Builder",
    "as_i64_vector",
    "as_scalar_tensor",
    "lowering_error",
    "promoted",
    "ready",
    "static_int",
    "static_ints",
    "static_scalar",
]


def is_torch_scalar(value: SSAValue) -> bool:
    """Is `value` a scalar of the torch dialect (not yet an ov tensor)?"""
    return isinstance(value.type, IntegerType | Float64Type | NoneType)


def ready(op: Operation) -> bool:
    """Whether every scalar `op` reads is known or already an ov value: a scalar a torch op
    still computes (a symbolic size not yet converted) makes the pattern wait for it."""
    return all(not is_torch_scalar(v) or isinstance(v.owner, torch.ConstantOp) for v in op.operands)


def static_scalar(value: SSAValue) -> int | float | bool | None:
    """The number a scalar operand holds when the compiler knows it, else None."""
    owner = value.owner
    if isinstance(owner, torch.ConstantOp):
        return owner.python_value
    if isinstance(value.type, TensorType) and rank_of(value) in (0, None):
        known = evaluate(value)
        if known is not None and known.size == 1:
            return known.reshape(-1)[0].item()
    return None


def static_int(value: SSAValue) -> int | None:
    number = static_scalar(value)
    return int(number) if number is not None else None


def static_ints(values: Sequence[SSAValue]) -> list[int] | None:
    """The numbers of a list operand, when the compiler knows them all."""
    numbers = [static_int(v) for v in values]
    return None if any(n is None for n in numbers) else numbers  # type: ignore[return-value]


def as_scalar_tensor(b: Builder, value: SSAValue, element: Attribute = i64) -> SSAValue:
    """A scalar operand as a rank-0 ov tensor of `element`: a constant when known, else the
    converted symbolic value (converted to `element` if it is not of it)."""
    number = static_scalar(value)
    if number is not None:
        return b.constant(np.asarray(number, dtype=elements.numpy_dtype(element)), element)
    if element_of(value.type) == element:
        return value
    return b.add(ov.ConvertV0Op(value, destination_type=element))


def as_i64_vector(b: Builder, values: Sequence[SSAValue]) -> SSAValue:
    """A list of sizes as a 1-D i64 ov tensor: a constant when every size is known, else the
    sizes concatenated (each known one a constant, each symbolic one its value)."""
    known = static_ints(values)
    if known is not None:
        return b.i64(known)
    parts = [
        b.i64([n]) if (n := static_int(v)) is not None else b.add(ov.ReshapeV1Op(v, b.i64([1]), special_zero=False))
        for v in values
    ]
    return parts[0] if len(parts) == 1 else b.add(ov.ConcatV0Op(parts, axis=0))


# torch's type promotion (`torch.result_type`), on element types.


def _category(element: Attribute) -> int:
    """bool < int < float."""
    if element == i1:
        return 0
    return 2 if elements.is_floating(element) else 1


def promoted(*values: SSAValue) -> Attribute:
    """The element type torch computes `values` in: tensors of rank > 0 decide before rank-0
    tensors and scalars (a Python number: a bool, an int as i64, a float as the default f32),
    unless one of those is of a higher category (bool < int < float); within a category, the
    wider type."""
    ranked = [element_of(v.type) for v in values if not is_torch_scalar(v) and rank_of(v) != 0]
    zero_d = [_scalar_element(v) if is_torch_scalar(v) else element_of(v.type) for v in values]
    zero_d = [e for v, e in zip(values, zero_d) if is_torch_scalar(v) or rank_of(v) == 0]
    first, second = _widest(ranked), _widest(zero_d)
    if first is None or (second is not None and _category(second) > _category(first)):
        return second if second is not None else f32
    return first


def _scalar_element(value: SSAValue) -> Attribute:
    return {i1: i1, i64: i64}.get(value.type, f32)


def _widest(kinds: list[Attribute]) -> Attribute | None:
    """The type of the highest category among `kinds` that holds all of that category."""
    if not kinds:
        return None
    top = max(map(_category, kinds))
    group = [k for k in kinds if _category(k) == top]
    if top == 0:
        return i1
    widths = {k: elements.numpy_dtype(k).itemsize for k in group}
    widest = max(widths.values())
    at_widest = {k for k, w in widths.items() if w == widest}
    if top == 2:
        return f32 if len(at_widest) > 1 else at_widest.pop()  # float16 with bfloat16: float32
    signed = [k for k in group if np.issubdtype(elements.numpy_dtype(k), np.signedinteger)]
    if signed and len(signed) < len(group) and widest == 1:
        return elements.element_type_of(np.dtype(np.int16))  # int8 with uint8: int16
    return max(at_widest, key=lambda k: np.issubdtype(elements.numpy_dtype(k), np.signedinteger))
