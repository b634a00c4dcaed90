"""`ov.layer`: an OpenVINO IR layer the dialect has no op for, kept as it was written."""

from __future__ import annotations

import re

from xdsl.dialects.builtin import DictionaryAttr, StringAttr
from xdsl.irdl import IRDLOperation, ParsePropInAttrDict, prop_def, traits_def, var_operand_def, var_result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import declare_op
from ovopt.dialects.traits import NotFoldable

_LAYER_TYPE = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-]*")


@declare_op("ov.layer")
class LayerOp(IRDLOperation):
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

    @property
    def IR_TYPE(self) -> str:
        return self.layer_type.data

    @property
    def IR_VERSION(self) -> str:
        return self.layer_version.data

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


OPS = [
    LayerOp,
]
__all__ = [*(op.__name__ for op in OPS)]
