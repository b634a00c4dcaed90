"""How the IR writer spells an op as a layer: type, version, `<data>` attributes, and the
constants it takes as extra inputs.

An ov op spells itself (`IR_TYPE`, `IR_VERSION`, `ir_attributes()`). Ops of other dialects get
a speller registered here by their own writer module (targets/ir/gna.py for the gna dialect),
so the writer has one lookup and no per-dialect cases. That module is imported the first time
an op of its dialect is written, so converting to ov IR never loads the gna dialect.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
from xdsl.ir import Operation

from ovopt.dialects import ov


@dataclass
class Layer:
    """One IR layer for an op. `constants` become Const layers wired to the inputs after the
    op's operands (PWL segments, a Reshape's target shape); `layouts` are the output ports'
    layouts, as OpenVINO's `[N,H,W,C]` (None: none written)."""

    type: str
    version: str
    attributes: dict[str, str] = field(default_factory=dict)
    constants: dict[str, np.ndarray] = field(default_factory=dict)  # input name -> value
    layouts: list[str | None] = field(default_factory=list)


class Alias:
    """The op writes no layer: its result is its first operand (a cast that moves nothing)."""


ALIAS = Alias()

Speller = Callable[[Operation], "Layer | Alias"]
_SPELLERS: dict[type[Operation], Speller] = {}
# The writer modules of other dialects, by dialect name: imported when one of its ops is written.
_SPELLER_MODULES = {"gna": "ovopt.targets.ir.gna"}


def spells(*op_classes: type[Operation]) -> Callable[[Speller], Speller]:
    """Register a speller for `op_classes` (a taken class is an error)."""

    def register(speller: Speller) -> Speller:
        for cls in op_classes:
            if cls in _SPELLERS:
                raise ValueError(f"{cls.__name__} already has an IR speller")
            _SPELLERS[cls] = speller
        return speller

    return register


def layer_of(op: Operation) -> Layer | Alias | None:
    """The layer `op` is written as, ALIAS when it writes none, None when IR has no spelling."""
    speller = _SPELLERS.get(type(op))
    if speller is not None:
        return speller(op)
    if isinstance(op, (ov.OvOp, ov.LayerOp)):  # LayerOp: an IR layer read back as it was
        return Layer(op.IR_TYPE, op.IR_VERSION, op.ir_attributes())
    module = _SPELLER_MODULES.pop(op.dialect_name(), None)
    if module is not None:
        importlib.import_module(module)
        return layer_of(op)
    return None


class LayerSpellings:
    """`layer_of` for the ops of one module, which is not changed meanwhile. An ov op that
    spells each of its properties (`OvOp.ir_attributes`, most of them) is spelled once per
    distinct set of property values: spelling a Convolution's again was a tenth of writing a
    large model. The same Layer is returned for each: it is read, never changed."""

    def __init__(self) -> None:
        self._by_properties: dict[type[Operation], bool] = {}  # op class -> its spelling is
        self._same: dict[tuple, Layer] = {}  # (op class, (name, id(value)) per property)
        self._equal: dict[tuple, Layer] = {}  # (op class, (name, value) per property)

    def __call__(self, op: Operation) -> Layer | Alias | None:
        cls = type(op)
        by_properties = self._by_properties.get(cls)
        if by_properties is None:
            by_properties = self._by_properties[cls] = (
                cls not in _SPELLERS and issubclass(cls, ov.OvOp) and cls.ir_attributes is ov.OvOp.ir_attributes
            )
        if not by_properties:
            return layer_of(op)
        same = (cls, *[(name, id(value)) for name, value in op.properties.items()])  # interned values
        layer = self._same.get(same)
        if layer is None:
            layer = self._same[same] = self._equal_properties(op)
        return layer

    def _equal_properties(self, op: Operation) -> Layer | Alias | None:
        """The layer of an op whose properties equal `op`'s (attributes compare by class and
        exact value: -0.0 is not 0.0), else `op`'s own."""
        equal = (type(op), *op.properties.items())
        try:
            layer = self._equal.get(equal)
        except TypeError:  # a property that cannot be hashed
            return layer_of(op)
        if layer is None:
            layer = self._equal[equal] = layer_of(op)
        return layer
