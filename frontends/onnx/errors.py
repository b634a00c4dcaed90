"""The one error the ONNX frontend raises: a message a user can act on, naming the node."""

from __future__ import annotations

from onnx import NodeProto
from xdsl.utils.exceptions import DiagnosticException

from ovopt.support.locations import shown


class OnnxImportError(DiagnosticException):
    """The model cannot be imported; the message says where and what to do.

    The message is one line: control characters in the names it quotes (a newline in a
    tensor name) are shown escaped."""

    def __init__(self, message: str):
        super().__init__(shown(message))


def describe_node(node: NodeProto) -> str:
    """`node 'conv1' (Conv)`, or the first output's name for nodes without a name."""
    op = node.op_type if node.domain in ("", "ai.onnx") else f"{node.domain}.{node.op_type}"
    if node.name:
        return f"node '{node.name}' ({op})"
    outputs = [o for o in node.output if o]
    if outputs:
        return f"the {op} node producing '{outputs[0]}'"
    return f"a {op} node"
