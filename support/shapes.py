"""Shape arithmetic for result-type inference, shared by every dialect, the reference kernels
and the lowerings.

Shapes are lists of `int | None` here (None: a dynamic dimension, `?` in the text), or None
for an unknown rank. The helpers read any shaped type: builtin tensors, and types that carry
more (a layout, an encoding); `tensor_type(..., like=t)` builds a type of `t`'s kind, keeping
what it carries besides shape and element type.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import DYNAMIC_INDEX, ContainerType, NoneAttr, ShapedType, TensorType, UnrankedTensorType
from xdsl.ir import Attribute, SSAValue
from xdsl.utils.exceptions import VerifyException

from ovopt.support.interned import ranked_tensor_type

Dim = int | None
Shape = list[Dim] | None


def shape_of(type: Attribute) -> Shape:
    if type.__class__ is TensorType:  # the common case first: ShapedType is an ABC, slow to test
        return [None if d.data == DYNAMIC_INDEX else d.data for d in type.shape.data]
    if isinstance(type, UnrankedTensorType):
        return None
    if isinstance(type, ShapedType):
        return [None if d == DYNAMIC_INDEX else d for d in type.get_shape()]
    raise VerifyException(f"expected a tensor, got {type}")


def element_of(type: Attribute) -> Attribute:
    if type.__class__ is TensorType:
        return type.element_type
    if isinstance(type, ShapedType | UnrankedTensorType) and isinstance(type, ContainerType):
        return type.get_element_type()
    raise VerifyException(f"expected a tensor, got {type}")


_NO_ENCODING = NoneAttr()  # a ranked tensor type's: attributes are values, one serves all


def tensor_type(element: Attribute, shape: Shape, like: Attribute | None = None) -> Attribute:
    """A tensor type of `element` and `shape`. Given `like`, a type of its kind: its encoding,
    or whatever a type with a `with_shape(shape, element)` method carries (a layout), is kept."""
    if like is not None and hasattr(like, "with_shape"):
        return like.with_shape(shape, element)
    if shape is None:
        return UnrankedTensorType(element)
    encoding = like.encoding if isinstance(like, TensorType) else _NO_ENCODING
    return ranked_tensor_type(element, tuple(DYNAMIC_INDEX if d is None else d for d in shape), encoding)


def value_shape(value: SSAValue) -> Shape:
    return shape_of(value.type)


def rank_of(value: SSAValue) -> int | None:
    shape = value_shape(value)
    return None if shape is None else len(shape)


def normalize_axis(axis: int, rank: int, what: str = "axis") -> int:
    if not -rank <= axis < rank:
        raise VerifyException(f"{what} {axis} is out of range for rank {rank}")
    return axis + rank if axis < 0 else axis


def broadcast_numpy(a: Shape, b: Shape) -> Shape:
    """Numpy broadcasting of two shapes; dynamic dimensions broadcast to dynamic."""
    if a is None or b is None:
        return None
    rank = max(len(a), len(b))
    a = [1] * (rank - len(a)) + list(a)
    b = [1] * (rank - len(b)) + list(b)
    out: list[Dim] = []
    for x, y in zip(a, b):
        if x == 1:
            out.append(y)
        elif y == 1:
            out.append(x)
        elif x is None:
            out.append(y)
        elif y is None or x == y:
            out.append(x)
        else:
            raise VerifyException(f"shapes {_show(a)} and {_show(b)} do not broadcast")
    return out


def broadcast_pdpd(a: Shape, b: Shape) -> Shape:
    """PaddlePaddle broadcasting of `b` onto `a` as OpenVINO reads `auto_broadcast="pdpd"` from IR
    (axis 0; the IR has no `auto_broadcast_axis`): `b` without its trailing ones lines up with
    `a`'s first dimensions, each 1 or `a`'s. The result has `a`'s shape, a dynamic dimension of
    `a` taken from `b` where `b` knows it (and, as OpenVINO infers it, a 1 of `a` against a
    dynamic dimension of `b` dynamic)."""
    if a is None or b is None:
        return a
    if len(b) > len(a):
        raise VerifyException(f"{_show(b)} has more dimensions than {_show(a)} and does not broadcast onto it (pdpd)")
    out = list(a)
    for index, dim in enumerate(pdpd_leading(b)):
        if dim == 1:
            continue
        if dim is None:
            out[index] = None if out[index] == 1 else out[index]
        elif out[index] is None:
            out[index] = dim
        elif out[index] != dim:
            raise VerifyException(f"{_show(b)} does not broadcast onto {_show(a)} (pdpd: from the first dimension)")
    return out


def pdpd_leading(shape: Sequence[Dim]) -> list[Dim]:
    """The dimensions pdpd broadcasting lines up: `shape` without its trailing ones."""
    end = len(shape)
    while end and shape[end - 1] == 1:
        end -= 1
    return list(shape[:end])


def same_element_type(*types: Attribute) -> Attribute:
    elements = list(dict.fromkeys(element_of(t) for t in types))  # in operand order: messages are stable
    if len(elements) != 1:
        raise VerifyException(f"operands must share one element type, got {', '.join(map(str, elements))}")
    return elements[0]


def require_element(type: Attribute, accepts: Callable[[Attribute], bool], what: str) -> Attribute:
    """The element type of `type`; a VerifyException saying `what` the op needs if `accepts` refuses it."""
    element = element_of(type)
    if not accepts(element):
        raise VerifyException(f"{what}, got {element}")
    return element


def same_pads(size: int, stride: int, window: int, auto_pad: str) -> tuple[int, int]:
    """The begin and end pads of `same_upper` / `same_lower`: floor rounding then gives
    ceil(size / stride) windows; the odd pad goes at the end (upper) or the beginning (lower)."""
    total = max((math.ceil(size / stride) - 1) * stride + window - size, 0)
    small, large = total // 2, total - total // 2
    return (small, large) if auto_pad == "same_upper" else (large, small)


def covering_end_pad(
    size: int, kernel: int, stride: int, dilation: int, pad_begin: int, pad_end: int, windows: int
) -> int:
    """The end pad (at least `pad_end`) under which floor rounding gives `windows` windows:
    how ceil rounding's last, partial window becomes a whole one of zeros."""
    return max(pad_end, (windows - 1) * stride + dilation * (kernel - 1) + 1 - size - pad_begin)


def sliding_window_dim(
    size: Dim,
    kernel: int,
    stride: int,
    dilation: int,
    pad_begin: int,
    pad_end: int,
    auto_pad: str,
    rounding: str = "floor",
) -> Dim:
    """Output length of a convolution or pooling window sliding over `size` elements."""
    if size is None:
        return None
    window = dilation * (kernel - 1) + 1
    if auto_pad in ("same_upper", "same_lower"):
        # With `ceil` rounding a pooling can get one window more than same_pads aims at.
        pad_begin, pad_end = same_pads(size, stride, window, auto_pad)
    elif auto_pad == "valid":
        pad_begin = pad_end = 0
    span = size + pad_begin + pad_end - window
    if span < 0:
        raise VerifyException(f"window of {window} does not fit in {size} padded by {pad_begin}+{pad_end}")
    if rounding == "floor":
        return span // stride + 1
    out = -(-span // stride) + 1
    if rounding == "ceil_torch" and (out - 1) * stride >= size + pad_begin:
        out -= 1  # the last window would start in the end padding
    return out


def onnx_pooling_windows(
    size: int, kernel: int, stride: int, dilation: int, pad_begin: int, pad_end: int, ceil: bool
) -> int:
    """ONNX's count of pooling windows along an axis with explicit pads (its shape inference, as
    onnxruntime): `sliding_window_dim`'s, except that with ceil_mode one window longer than the
    padded input is kept when it runs past it by less than a stride; 0 when no window fits."""
    span = size + pad_begin + pad_end - (dilation * (kernel - 1) + 1)
    if span < 0:
        return 1 if ceil and span > -stride else 0
    return sliding_window_dim(
        size, kernel, stride, dilation, pad_begin, pad_end, "explicit", "ceil_torch" if ceil else "floor"
    )


def static_size(shape: Shape) -> int | None:
    if shape is None or any(d is None for d in shape):
        return None
    return math.prod(shape)  # type: ignore[arg-type]


def compatible(actual: Attribute, inferred: Attribute) -> bool:
    """Can a value of type `actual` stand where inference found `inferred`?"""
    return element_of(actual) == element_of(inferred) and shapes_agree(shape_of(actual), shape_of(inferred))


def shapes_agree(a: Shape, b: Shape) -> bool:
    """Can the two shapes be one once their dynamic dims are known?"""
    if a is None or b is None:
        return True
    return len(a) == len(b) and all(x is None or y is None or x == y for x, y in zip(a, b))


def merged(a: Shape, b: Shape) -> Shape:
    """The one shape two agreeing shapes (`shapes_agree`) stand for: each dim known if either
    knows it, as OpenVINO merges the shapes of inputs that do not broadcast."""
    if a is None or b is None:
        return b if a is None else a
    return [y if x is None else x for x, y in zip(a, b)]


def _show(shape: Sequence[Dim]) -> str:
    return "[" + ",".join("?" if d is None else str(d) for d in shape) + "]"


def show(shape: Shape) -> str:
    return "[*]" if shape is None else _show(shape)
