"""The `dot` target: the module as a graphviz graph, what the GNA plugin's VisualizeTree drew.

One node per op, labelled by its kind (`ov.Convolution.v1`, or any dialect's op
name) and, on a second line, the model node it came from; one node per function argument
(the model's inputs, by name); one edge per use, labelled by the tensor's shape and element
type (`1x3x224x224xf32`). A function is a cluster, and so is an op with regions (an If or
Loop): its body is drawn inside it. Only the fill colours know dialect names, so every
dialect draws.

    ov-opt model.mlir -p ov-default -t dot -o model.dot && dot -Tsvg model.dot -o model.svg
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import IO

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, ShapedType, StringAttr, UnrankedTensorType, UnregisteredOp
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.utils.target import Target

from ovopt.support.locations import NAME_ATTR, node_name
from ovopt.support.shapes import element_of, shape_of

# Fill colours by dialect, so the eye finds what is left to lower: the target dialects have
# their own, any other dialect one of PALETTE (the same one in every run).
DIALECT_COLORS = {"ov": "lightblue", "gna": "palegreen", "func": "white", "builtin": "white"}
PALETTE = ("lightyellow", "lightpink", "wheat", "thistle", "lightcyan", "khaki")
ARGUMENT_COLOR = "lightgrey"


def dialect_color(dialect: str) -> str:
    return DIALECT_COLORS.get(dialect) or PALETTE[zlib.crc32(dialect.encode()) % len(PALETTE)]


def quote(text: str) -> str:
    """A DOT double-quoted string: backslashes and quotes escaped, newlines as `\\n`."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def type_label(type: Attribute) -> str:
    """`1x?x224xf32` for a ranked tensor, `*xf32` unranked; any other type as xDSL prints it."""
    if not isinstance(type, ShapedType | UnrankedTensorType):
        return str(type)
    shape = shape_of(type)
    dims = ["*"] if shape is None else ["?" if d is None else str(d) for d in shape]
    return "x".join([*dims, str(element_of(type))])


class DotWriter:
    """Builds the DOT text of a module: node ids are `n0, n1, ...` in walk order."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.edges: list[str] = []  # drawn after every node: an edge inside a cluster would pull its ends in
        self._ids: dict[object, str] = {}
        self._clusters = 0

    def write(self, module: ModuleOp) -> str:
        self.lines = ["digraph module {", '  node [shape=box, style="rounded,filled", fontname="Helvetica"];']
        self.lines.append('  edge [fontname="Helvetica", fontsize=10];')
        for op in module.body.ops:
            self._op(op, "  ")
        self.lines += self.edges
        self.lines.append("}")
        return "\n".join(self.lines) + "\n"

    def _id(self, key: object) -> str:
        return self._ids.setdefault(key, f"n{len(self._ids)}")

    def _op(self, op: Operation, indent: str) -> None:
        if op.regions:
            self._cluster(op, indent)
            return
        self._node(op, indent)

    def _node(self, op: Operation, indent: str) -> None:
        kind, name = op_name(op), node_name(op)
        label = kind if not name or name == kind else f"{kind}\n{name}"
        color = dialect_color(kind.split(".", 1)[0])
        self.lines.append(f"{indent}{self._id(op)} [label={quote(label)}, fillcolor={color}];")
        for operand in op.operands:
            source = self._source(operand)
            if source is not None:
                self.edges.append(f"  {source} -> {self._id(op)} [label={quote(type_label(operand.type))}];")

    def _source(self, value: SSAValue) -> str | None:
        key = value.owner if not isinstance(value, BlockArgument) else value
        return self._ids.get(key)

    def _cluster(self, op: Operation, indent: str) -> None:
        """An op with regions: a cluster holding the op itself (its operands' edges end there)
        and its blocks, whose arguments are nodes of their own."""
        title = op.sym_name.data if isinstance(op, FuncOp) else op_name(op)
        name = node_name(op)
        if name and not isinstance(op, FuncOp):
            title += f" {name}"
        self._clusters += 1
        self.lines.append(f"{indent}subgraph cluster_{self._clusters} {{")
        inner = indent + "  "
        self.lines.append(f"{inner}label={quote(title)};")
        if not isinstance(op, FuncOp):
            self._node(op, inner)
        for region in op.regions:
            for block in region.blocks:
                self._block(block, op, inner)
        self.lines.append(f"{indent}}}")

    def _block(self, block: Block, parent: Operation, indent: str) -> None:
        for arg in block.args:
            label = _argument_name(parent, arg) or f"arg{arg.index}"
            shape = "ellipse" if isinstance(parent, FuncOp) else "box"
            self.lines.append(
                f"{indent}{self._id(arg)} [label={quote(label)}, shape={shape}, fillcolor={ARGUMENT_COLOR}];"
            )
        for op in block.ops:
            self._op(op, indent)


def op_name(op: Operation) -> str:
    """`ov.Relu.v0`; an unregistered op's own name, not `builtin.unregistered`."""
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


def _argument_name(parent: Operation, arg: BlockArgument) -> str | None:
    """A function argument's model name (`ovopt.name`), else its SSA name hint."""
    if isinstance(parent, FuncOp) and parent.arg_attrs is not None and arg.index < len(parent.arg_attrs.data):
        name = parent.arg_attrs.data[arg.index].data.get(NAME_ATTR)
        if isinstance(name, StringAttr):
            return name.data
    return arg.name_hint


def module_to_dot(module: ModuleOp) -> str:
    return DotWriter().write(module)


@dataclass(frozen=True)
class DotTarget(Target):
    """`-t dot`: the module as a graphviz digraph."""

    name = "dot"

    def emit(self, ctx: Context, module: ModuleOp, output: IO[str]) -> None:
        output.write(module_to_dot(module))
