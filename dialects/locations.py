"""Model node names, carried in op locations from the frontend to errors and the IR target.

The ONNX importer gives each op `loc("node name")` (with the node's doc string as `fused`
metadata when it has one); rewrites copy the location to the ops they create.
"""

from __future__ import annotations

from xdsl.dialects.builtin import FusedLoc, NameLoc
from xdsl.ir import Attribute, Operation


def node_name(op: Operation) -> str | None:
    """The name of the model node `op` came from, if its location says."""
    return _name(op.location)


def _name(location: Attribute) -> str | None:
    if isinstance(location, NameLoc):
        return location.desc.data
    if isinstance(location, FusedLoc):
        for inner in location.locations.data:
            name = _name(inner)
            if name is not None:
                return name
    return None


def op_kind(op: Operation) -> str:
    """What the user calls the op: `Conv-11` for ONNX operators, `com.example.Swish` for custom
    ones, the IR name (`ov.Convolution.v1`) otherwise."""
    domain, op_type = op.properties.get("domain"), op.properties.get("op_type")
    if op.name == "onnx.Custom" and domain is not None and op_type is not None:
        return f"{domain.data}.{op_type.data}" if domain.data else op_type.data
    onnx_type = getattr(op, "ONNX_TYPE", None)
    version = op.properties.get("version")
    if onnx_type is not None and version is not None:
        return f"{onnx_type}-{version.value.data}"
    return op.name


def describe(op: Operation) -> str:
    """`node 'conv1' (Conv-11)`: how errors name an op for the user."""
    name = node_name(op)
    return f"node '{name}' ({op_kind(op)})" if name else f"a {op_kind(op)} op"


def verify_naming_node(module: Operation) -> None:
    """Verify `module`; a failure names the op (and model node) that broke, in one line."""
    from xdsl.utils.exceptions import VerifyException

    try:
        module.verify()
    except VerifyException as error:
        for op in module.walk():
            try:
                op.verify(verify_nested_ops=False)
            except VerifyException as inner:
                raise VerifyException(f"{describe(op)}: {inner}") from None
        raise VerifyException(str(error)) from None
