"""One IR layer -> one op: the ov op declared for its type and opset, else `ov.layer`.

No table of ops lives here: the op of a layer is found by the `IR_TYPE` and `IR_VERSION` that
`@ov_op` gave it (an extension's ops included), and its attributes are read by the IR readers
its property declarations carry (`declarative.py`), the inverse of what the IR target writes.
Result types are the ones the IR's ports state (OpenVINO inferred them), and the op's verifier
checks them against its own inference. A layer that does not fit its op (an attribute the op
does not declare, another number of ports, types its verifier rejects) stays an `ov.layer`, so
the IR is always read and written back as it was.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import OptOperandDef, OptPropertyDef, OptResultDef, VarOperandDef, VarResultDef

from ovopt import registry
from ovopt.dialects import ov
from ovopt.frontends.ir.document import Layer
from ovopt.frontends.ir.errors import IrReadError
from ovopt.support.locations import name_loc

LayerOps = dict[tuple[str, str], type[ov.OvOp]]


def layer_ops() -> LayerOps:
    """(IR type, opset) -> the registered op that IR layer is (built-in or an extension's)."""
    return {
        (op.IR_TYPE, op.IR_VERSION): op
        for _, op in registry.OPS.items()
        if isinstance(op, type) and issubclass(op, ov.OvOp) and op is not ov.ConstantV0Op
    }


def build_layer(
    layer: Layer, operands: Sequence[SSAValue], result_types: Sequence[Attribute], ops: LayerOps, display: str
) -> Operation:
    """The op for `layer`, located at its name; `display` names the file in errors."""
    op_class = ops.get((layer.type, layer.version))
    op = _declared_op(op_class, layer, operands, result_types, display) if op_class is not None else None
    if op is None:
        op = ov.LayerOp(layer.type, layer.version, operands, result_types, layer.data)
    op.location = name_loc(layer.name)
    return op


def _declared_op(
    op_class: type[ov.OvOp],
    layer: Layer,
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    display: str,
) -> Operation | None:
    """`op_class` built from the layer, or None when the layer does not fit it."""
    definition = op_class.get_irdl_definition()
    properties = _properties(op_class, layer, display)
    operand_groups = _groups([d for _, d in definition.operands], list(operands), VarOperandDef, OptOperandDef)
    result_groups = _groups([d for _, d in definition.results], list(result_types), VarResultDef, OptResultDef)
    if properties is None or operand_groups is None or result_groups is None:
        return None
    missing = [
        name
        for name, d in definition.properties.items()
        if name not in properties and d.default_value is None and not isinstance(d, OptPropertyDef)
    ]
    if missing:
        return None
    properties = {name: properties[name] for name in definition.properties if name in properties}  # prints alike
    op = op_class.build(operands=operand_groups, result_types=result_groups, properties=properties)
    try:
        op.verify()
    except Exception:  # noqa: BLE001  (an op's inference may fail in any way on IR it does not expect)
        op.drop_all_references()
        return None
    return op


def _properties(op_class: type[ov.OvOp], layer: Layer, display: str) -> dict[str, Attribute] | None:
    """The layer's attributes as the op's properties; None if the op does not declare one."""
    properties: dict[str, Attribute] = {}
    for name, text in layer.data.items():
        read = op_class.IR_READERS.get(name)
        if read is None:
            return None
        try:
            properties[name] = op_class.CONVERTERS[name](read(text))
        except (ValueError, TypeError, OverflowError) as error:
            kind = op_class.PROPERTY_KINDS.get(name, "a value")
            spelled = f"{name}={text[:80]!r}"
            raise IrReadError(f"{display}: {layer.describe()}: attribute {spelled} is not {kind} ({error})") from None
    return properties


def _groups(definitions: list, values: list, variadic: type, optional: type) -> list | None:
    """Flat operands (or result types) grouped as the definition takes them: one a single
    definition, a list a variadic one (optional ones take what is left, in order). None when
    they do not fit, or when two variadic groups make the split ambiguous."""
    singles = sum(1 for d in definitions if not isinstance(d, variadic))
    optional_count = sum(1 for d in definitions if isinstance(d, optional))
    variadic_count = sum(1 for d in definitions if isinstance(d, variadic) and not isinstance(d, optional))
    spare = len(values) - singles
    if spare < 0 or variadic_count > 1 or (variadic_count and optional_count):
        return None
    if not variadic_count and spare > optional_count:
        return None
    groups: list = []
    position = 0
    for d in definitions:
        if isinstance(d, optional):
            take = 1 if spare > 0 else 0
            spare -= take
        elif isinstance(d, variadic):
            take = spare
        else:
            groups.append(values[position])
            position += 1
            continue
        groups.append(values[position : position + take])
        position += take
    return groups
