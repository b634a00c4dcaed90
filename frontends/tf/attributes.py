"""A node's attrs (AttrValue) as the properties of its op.

A generated op declares the kind of each attr (dialects/tf/base.py), which decides the
attribute even where the value cannot (an empty list); an attr of a `tf.custom` takes the kind
its value holds. Attrs the OpDef does not declare (`_output_shapes`, `_class`, ...) are the
runtime's, not the op's, and are not kept.
"""

from __future__ import annotations

from typing import Any

from xdsl.dialects.builtin import ArrayAttr, BoolAttr, DenseArrayBase, FloatAttr, IntegerAttr, StringAttr, f32, i1, i64
from xdsl.ir import Attribute

from ovopt.dialects.tf import base
from ovopt.dialects.tf.types import ShapeAttr
from ovopt.frontends.tf.tensors import dense_attribute, element_type, shape_of


def text(data: bytes) -> str:
    """A TensorFlow string attr as text (bytes that are not UTF-8 kept one character each)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _shape(proto) -> ShapeAttr:
    return ShapeAttr(shape_of(proto))


def _list(value, kind: str, what: str) -> Attribute:
    listed = value.list
    if kind == "ints":
        return DenseArrayBase.from_list(i64, list(listed.i))
    if kind == "floats":
        return DenseArrayBase.from_list(f32, list(listed.f))
    if kind == "bools":
        return DenseArrayBase.from_list(i1, [int(b) for b in listed.b])
    if kind == "strings":
        return ArrayAttr(StringAttr(text(s)) for s in listed.s)
    if kind == "types":
        return ArrayAttr(element_type(t, what) for t in listed.type)
    if kind == "shapes":
        return ArrayAttr(_shape(s) for s in listed.shape)
    if kind == "funcs":
        return ArrayAttr(StringAttr(f.name) for f in listed.func)
    return ArrayAttr(dense_attribute(t, what) for t in listed.tensor)


# A declared attr's constraint -> how its AttrValue becomes an attribute.
_BY_CONSTRAINT = {
    id(base.INT): lambda v, w: IntegerAttr(v.i, 64),
    id(base.FLOAT): lambda v, w: FloatAttr(v.f, f32),
    id(base.BOOL): lambda v, w: BoolAttr.from_bool(v.b),
    id(base.STRING): lambda v, w: StringAttr(text(v.s)),
    id(base.TYPE): lambda v, w: element_type(v.type, w),
    id(base.SHAPE): lambda v, w: _shape(v.shape),
    id(base.TENSOR_ATTR): lambda v, w: dense_attribute(v.tensor, w),
    id(base.INTS): lambda v, w: _list(v, "ints", w),
    id(base.FLOATS): lambda v, w: _list(v, "floats", w),
    id(base.BOOLS): lambda v, w: _list(v, "bools", w),
    id(base.STRINGS): lambda v, w: _list(v, "strings", w),
    id(base.TYPES): lambda v, w: _list(v, "types", w),
    id(base.SHAPES): lambda v, w: _list(v, "shapes", w),
}


def declared(value, constraint: Any, what: str) -> Attribute:
    """The attribute of an attr whose kind the op declares (`constraint`, as base.py names it)."""
    if value.WhichOneof("value") == "func" or constraint is base.FUNC:
        return StringAttr(value.func.name)
    return _BY_CONSTRAINT[id(constraint)](value, what)


def undeclared(value, what: str) -> Attribute:
    """The attribute of an attr of a node the dialect has no op for, by what its value holds."""
    kind = value.WhichOneof("value")
    if kind == "list":
        listed = value.list
        for field, name in (("i", "ints"), ("f", "floats"), ("b", "bools"), ("s", "strings"), ("type", "types")):
            if len(getattr(listed, field)):
                return _list(value, name, what)
        for field, name in (("shape", "shapes"), ("func", "funcs"), ("tensor", "tensors")):
            if len(getattr(listed, field)):
                return _list(value, name, what)
        return ArrayAttr(())
    if kind == "func":
        return StringAttr(value.func.name)
    if kind == "placeholder":
        return StringAttr(f"${value.placeholder}")
    table = {"i": base.INT, "f": base.FLOAT, "b": base.BOOL, "s": base.STRING, "type": base.TYPE}
    table |= {"shape": base.SHAPE, "tensor": base.TENSOR_ATTR}
    return _BY_CONSTRAINT[id(table[kind])](value, what) if kind in table else ArrayAttr(())
