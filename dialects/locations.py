"""Model names, carried from the frontend to errors and the IR target.

Node names are op locations: a frontend gives each op `loc("node name")` (the ONNX importer
adds the node's doc string as `fused` metadata when it has one), and rewrites copy the
location to the ops they create. Tensor names of the model's inputs and outputs are the
`ovopt.name` attribute of the function's arguments and results.
"""

from __future__ import annotations

from xdsl.dialects.builtin import FusedLoc, NameLoc
from xdsl.ir import Attribute, Operation

NAME_ATTR = "ovopt.name"  # the model's name of a function argument or result


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
    """What the user calls the op: an op that knows its framework spelling says it in
    `model_op_kind()` (`Conv-11`, `com.example.Swish`); otherwise its name (`ov.Convolution.v1`)."""
    spelled = getattr(op, "model_op_kind", None)
    return spelled() if spelled is not None else op.name


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
