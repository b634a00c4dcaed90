"""OpenVINO runtime info carried to the IR target: what ovc writes in a layer's or a port's
`<rt_info>` (a Parameter's layout, a decompression Convert's mark), and a Parameter's shape
with bounded dimensions (`1..8`), which tensor types cannot hold.

On an op, `ovopt.rt_info` is the layer's rt_info; in a function argument's attributes it is
the rt_info of its Parameter's output port; on the module, the `<rt_info>` of an IR it was read
from (nested strings). Each entry is `name = {field = "value", ...}`,
written `<attribute name="name" version="0" field="value" />`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, StringAttr
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute, Operation

RT_INFO_ATTR = "ovopt.rt_info"
INPUT_SHAPE_ATTR = "ovopt.input_shape"  # argument attributes: "1..8,3,?,224", the Parameter's shape


def rt_info_entries(attribute: Attribute | None) -> dict[str, dict[str, str]]:
    """`ovopt.rt_info` as plain dicts (empty when absent or malformed)."""
    if not isinstance(attribute, DictionaryAttr):
        return {}
    entries = {}
    for name, fields in attribute.data.items():
        if isinstance(fields, DictionaryAttr):
            entries[name] = {k: v.data for k, v in fields.data.items() if isinstance(v, StringAttr)}
    return entries


def rt_info_attribute(entries: dict[str, dict[str, str]]) -> DictionaryAttr:
    return DictionaryAttr(
        {name: DictionaryAttr({k: StringAttr(v) for k, v in fields.items()}) for name, fields in entries.items()}
    )


def set_op_rt_info(op: Operation, name: str, fields: dict[str, str] | None = None) -> None:
    """Add the entry `name` to the layer rt_info of `op`."""
    entries = rt_info_entries(op.attributes.get(RT_INFO_ATTR))
    entries[name] = dict(fields or {})
    op.attributes[RT_INFO_ATTR] = rt_info_attribute(entries)


def argument_attribute(function: FuncOp, index: int, key: str) -> Attribute | None:
    attrs = function.arg_attrs
    if attrs is None or index >= len(attrs.data):
        return None
    return attrs.data[index].data.get(key)


def set_argument_attribute(function: FuncOp, index: int, key: str, value: Attribute | None) -> None:
    """Set (or, given None, remove) attribute `key` of argument `index`."""
    count = len(function.body.blocks[0].args)
    attrs = [dict(d.data) for d in function.arg_attrs.data] if function.arg_attrs else []
    attrs += [{}] * (count - len(attrs))
    attrs[index].pop(key, None)
    if value is not None:
        attrs[index][key] = value
    function.arg_attrs = ArrayAttr(DictionaryAttr(d) for d in attrs)


def set_argument_rt_info(function: FuncOp, index: int, name: str, fields: dict[str, str]) -> None:
    """Add the entry `name` to the port rt_info of argument `index`'s Parameter."""
    entries = rt_info_entries(argument_attribute(function, index, RT_INFO_ATTR))
    entries[name] = dict(fields)
    set_argument_attribute(function, index, RT_INFO_ATTR, rt_info_attribute(entries))
