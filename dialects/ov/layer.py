"""`ov.layer`: an OpenVINO IR layer the dialect has no op for, kept as it was written."""

from __future__ import annotations

import re

from xdsl.dialects.builtin import DictionaryAttr, StringAttr
from xdsl.irdl import ParsePropInAttrDict, prop_def, traits_def, var_operand_def, var_result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import class_vars, declare_op
from ovopt.dialects.traits import NotFoldable
from ovopt.support.deferred import DeferredOp

_LAYER_TYPE = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-]*")


class _Spelled:
    """`op.IR_TYPE` of an `ov.layer` is its `type` property; on the class (docs) it says so."""

    def __init__(self, prop: str, on_class: str):
        self.prop, self.on_class = prop, on_class

    def __get__(self, op, owner) -> str:
        return self.on_class if op is None else getattr(op, self.prop).data


@declare_op("ov.layer")
class LayerOp(DeferredOp):
    """A layer of a type or version the ov dialect lacks (an extension's op, a newer opset's),
    read from IR: its `type`, its `version` (opset) and its `<data>` attributes as IR spells
    them, its ports' types as written. The IR target writes it back unchanged. Passes see an
    opaque op: nothing folds, fuses or merges it, and `dce` keeps it (it may have effects)."""

    inputs = var_operand_def()
    outputs = var_result_def()
    layer_type = prop_def(StringAttr, prop_name="type")
    layer_version = prop_def(StringAttr, prop_name="version")
    data = prop_def(DictionaryAttr, default_value=DictionaryAttr({}))
    traits = traits_def(NotFoldable("an IR layer ovopt has no op for: only its runtime knows what it computes"))
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "operands attr-dict `:` functional-type(operands, results)"

    def __init__(self, layer_type: str, version: str, inputs, result_types, data: dict[str, str] | None = None):
        super().__init__(
            operands=[list(inputs)],
            result_types=[list(result_types)],
            properties={
                "type": StringAttr(layer_type),
                "version": StringAttr(version),
                "data": DictionaryAttr({k: StringAttr(v) for k, v in (data or {}).items()}),
            },
        )

    def model_op_kind(self) -> str:
        """How errors name it: the layer type and opset, as the IR had them."""
        return f"{self.IR_TYPE}-{self.IR_VERSION}"

    def ir_attributes(self) -> dict[str, str]:
        return {name: value.data for name, value in self.data.data.items()}

    def verify_(self) -> None:
        if not _LAYER_TYPE.fullmatch(self.IR_TYPE):
            raise VerifyException(f"layer type {self.IR_TYPE!r} is not a name IR can spell")
        if not _LAYER_TYPE.fullmatch(self.IR_VERSION):
            raise VerifyException(f"layer version {self.IR_VERSION!r} is not an opset name")
        for name, value in self.data.data.items():
            if not _LAYER_TYPE.fullmatch(name):
                raise VerifyException(f"attribute name {name!r} is not a name IR can spell")
            if not isinstance(value, StringAttr):
                raise VerifyException(f"attribute {name} is {value}: a layer's attributes are strings, as IR has them")


# set after the declaration, which takes no class attributes but declared fields and constants
# (ClassVar: the definition, made on first use, reads them)
LayerOp.IR_TYPE = _Spelled("layer_type", "as read")
LayerOp.IR_VERSION = _Spelled("layer_version", "as read")
class_vars(LayerOp, "IR_TYPE", "IR_VERSION")

OPS = [
    LayerOp,
]
__all__ = [*(op.__name__ for op in OPS)]
