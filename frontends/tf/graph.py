"""A GraphDef and its function library -> `func.func @main` in the tf dialect.

Only what the outputs need is imported: the nodes are walked back from the output tensors
(iteratively: a deep network is a long chain) and built in an order where each op follows what
it reads. A node becomes the op of its type (`tf.Conv2D`), with the attrs its OpDef declares as
properties and result types from the OpDef's output args (element types from the node's type
attrs, shapes from `_output_shapes` where the graph records them, else unranked: the lowering's
shape inference finds them).

What a graph says with functions and handles, the importer resolves:

- a call (`PartitionedCall`, `StatefulPartitionedCall`, or a node whose type is a function of
  the library) is inlined: the function's nodes are imported with its arguments bound to the
  call's inputs, keeping their own names (the call's name before them when a name is taken);
- `While` / `StatelessWhile` become `tf.WhileRegion` and `If` / `StatelessIf` `tf.IfRegion`,
  the `cond` / `body` / branch functions imported into their regions;
- a variable (`VarHandleOp`, `VariableV2`) is followed as a handle, not a value: reading it
  (`ReadVariableOp`, or a TF1 reference read) gives a `tf.Const` of its value, from the
  SavedModel's checkpoint; a handle passed to a function or through a loop is followed inside.

Every op is verified as it is built, and an error names the node. Node names are op
locations; the tensor `node:k` is the name of result k (a function's outputs also take the
names of the call's).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from xdsl.dialects.builtin import (
    ArrayAttr,
    BoolAttr,
    DictionaryAttr,
    FunctionType,
    IntegerAttr,
    ModuleOp,
    StringAttr,
    i1,
)
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects import tf
from ovopt.dialects.tf.base import Arg
from ovopt.dialects.tf.signatures import SIGNATURES
from ovopt.dialects.tf.types import element_type_named
from ovopt.frontends.tf.attributes import declared, undeclared
from ovopt.frontends.tf.errors import TfImportError
from ovopt.frontends.tf.tensors import dense_attribute, element_type, shape_of, tensor_type
from ovopt.support import elements
from ovopt.support.locations import MODEL_NAME_ATTR, NAME_ATTR, add_tensor_names, name_loc

_CALLS = ("PartitionedCall", "StatefulPartitionedCall")
_WHILES = ("While", "StatelessWhile")
_IFS = ("If", "StatelessIf")
_VARIABLES = ("VarHandleOp", "VariableV2", "Variable")
_READS = ("ReadVariableOp",)
_HANDLE_PASS_THROUGH = ("Identity", "IdentityN", "Snapshot")
_TF1_CONTROL_FLOW = ("Enter", "Exit", "Switch", "Merge", "NextIteration", "LoopCond", "RefEnter", "RefSwitch")

# op type -> its generated op class
OP_CLASSES: dict[str, type[tf.TfOp]] = {op.tf_type(): op for op in tf.TF_OPS}


@dataclass(frozen=True)
class Variable:
    """A variable's handle as the importer follows it: the node that made it, its value."""

    node: str
    value: np.ndarray | None


Value = SSAValue | Variable


@dataclass(frozen=True)
class Input:
    """A model input: the function argument `name` stands for tensor `tensor` (`x:0`)."""

    name: str
    tensor: str
    type: Attribute
    names: tuple[str, ...] = ()  # its tensor names


@dataclass(frozen=True)
class Output:
    """A model output: tensor `tensor`, returned as `name`."""

    name: str
    tensor: str
    names: tuple[str, ...] = ()


def node_of(ref: str) -> str:
    return ref.lstrip("^").split(":")[0]


def data_inputs(node) -> list[str]:
    return [ref for ref in node.input if not ref.startswith("^")]


class GraphImporter:
    """Imports the graph `graph` (a GraphDef); `variables(node)` is the value of a variable node."""

    def __init__(self, graph, variables: Callable[[str], np.ndarray | None] | None = None):
        self.graph = graph
        self.functions = {f.signature.name: f for f in graph.library.function}
        self.variables = variables or (lambda node: None)
        self.used_names: set[str] = set()

    def import_graph(self, inputs: Sequence[Input], outputs: Sequence[Output], model_name: str = "main") -> ModuleOp:
        block = Block(arg_types=[i.type for i in inputs])
        nodes = {n.name: n for n in self.graph.node}
        body = _Body(self, nodes, block, {}, function=False, call=None)
        for spec, arg in zip(inputs, block.args):
            node, index = _graph_ref(spec.tensor)
            if node not in nodes:
                raise TfImportError(f"input '{spec.name}': the graph has no node '{node}'")
            body.bind(node, index, arg)
            self.used_names.add(node)
        values = body.demand([o.tensor for o in outputs])
        returned = []
        for spec, value in zip(outputs, values):
            if not isinstance(value, SSAValue):
                raise TfImportError(f"output '{spec.name}' ({spec.tensor}) is a variable's handle, not a tensor")
            add_tensor_names(value, spec.names)
            returned.append(value)
        block.add_op(ReturnOp(*returned))
        function = FuncOp(
            "main",
            FunctionType.from_lists([i.type for i in inputs], [v.type for v in returned]),
            Region(block),
            arg_attrs=ArrayAttr(DictionaryAttr({NAME_ATTR: StringAttr(i.name)}) for i in inputs),
            res_attrs=ArrayAttr(DictionaryAttr({NAME_ATTR: StringAttr(o.name)}) for o in outputs),
        )
        for spec, arg in zip(inputs, block.args):
            add_tensor_names(arg, spec.names)
        module = ModuleOp([function])
        module.attributes[MODEL_NAME_ATTR] = StringAttr(model_name)
        return module

    # -- one node ---------------------------------------------------------------------------------

    def import_node(self, body: _Body, node) -> list[Value]:
        what = f"node '{node.name}' ({node.op})"
        operands = [body.value(ref, node) for ref in data_inputs(node)]
        kind = node.op
        if kind == "NoOp":
            return []
        if kind in _VARIABLES:
            return [Variable(node.name, self.variables(node.name) if not body.function else None)]
        handles = [v for v in operands if isinstance(v, Variable)]
        if handles:
            if kind in _READS or (kind in ("Identity", "Snapshot") and node.attr["T"].type != 20):
                return [self._read(body, node, handles[0])]  # a resource read, or a TF1 reference read
            if kind in _HANDLE_PASS_THROUGH:
                return operands
            if kind not in _CALLS and kind not in self.functions and kind not in _WHILES and kind not in _IFS:
                raise TfImportError(
                    f"{what} uses variable '{handles[0].node}' in a way ovopt does not follow: "
                    "it reads variables with ReadVariableOp only"
                )
        if kind in _TF1_CONTROL_FLOW:
            raise TfImportError(
                f"{what} is TF1 control flow, which ovopt does not read: freeze the graph with functional "
                "control flow (convert_variables_to_constants_v2(..., lower_control_flow=False))"
            )
        if kind in _CALLS or kind in self.functions:
            return self._call(body, node, operands)
        if kind in _WHILES:
            return self._while(body, node, operands)
        if kind in _IFS:
            return self._if(body, node, operands)
        if kind == "Placeholder":
            raise TfImportError(f"{what} feeds the outputs but is not an input of the model")
        return self._op(body, node, operands, what)

    def _read(self, body: _Body, node, handle: Variable) -> SSAValue:
        if handle.value is None:
            raise TfImportError(
                f"node '{node.name}' ({node.op}) reads variable '{handle.node}', whose value the model does not hold "
                "(a frozen graph holds constants; a SavedModel its variables/ folder)"
            )
        attr = elements.dense_from_numpy(handle.value)
        op = tf.ConstOp(properties={"value": attr, "dtype": attr.get_element_type()}, result_types=[attr.type])
        return body.add(op, node.name)[0]

    def _op(self, body: _Body, node, operands: list[Value], what: str) -> list[SSAValue]:
        values: list[SSAValue] = [v for v in operands if isinstance(v, SSAValue)]
        cls = OP_CLASSES.get(node.op)
        if cls is None:
            return self._custom(body, node, values, what)
        groups = _grouped(node, cls.INPUTS, values, cls, what)
        properties = {}
        for field in cls.attributes().values():
            if field.name in node.attr:
                properties[field.name] = declared(node.attr[field.name], field.constraint, what)
        if node.op == "Const":
            value = properties.get("value")
            types: list = [value.type] if value is not None else []
        else:
            types = _result_types(node, cls.OUTPUTS, cls, what)
        op = cls(operands=groups, result_types=types, properties=properties)
        return body.add(op, node.name, what)

    def _custom(self, body: _Body, node, values: list[SSAValue], what: str) -> list[SSAValue]:
        signature = output_args(node, self.functions)
        if signature is not None:
            flat = _flat_types(node, signature, None, what)
        else:  # a type TensorFlow does not register: as many outputs as the graph records shapes for
            flat = [None] * max(1, len(node.attr["_output_shapes"].list.shape))
        shapes = _recorded_shapes(node, len(flat))
        types = [tensor_type(e if e is not None else tf.VariantType(), s) for e, s in zip(flat, shapes)]
        attrs = {k: undeclared(v, what) for k, v in sorted(node.attr.items()) if not k.startswith("_")}
        return body.add(tf.CustomOp(node.op, attrs, values, types), node.name, what)

    # -- functions ----------------------------------------------------------------------------------

    def function(self, name: str, node) -> object:
        found = self.functions.get(name)
        if found is None:
            raise TfImportError(
                f"node '{node.name}' ({node.op}) calls function '{name}', which the graph does not hold"
            )
        return found

    def inline(self, function, args: Sequence[Value], block: Block, call: str) -> list[Value]:
        """Import `function`'s body into `block` with its arguments bound to `args`; its outputs."""
        signature = function.signature
        if len(args) != len(signature.input_arg):
            takes = len(signature.input_arg)
            raise TfImportError(f"node '{call}' gives function '{signature.name}' {len(args)} inputs, it takes {takes}")
        bound = {arg.name: value for arg, value in zip(signature.input_arg, args)}
        nodes = {n.name: n for n in function.node_def}
        inner = _Body(self, nodes, block, bound, function=True, call=call)
        return inner.demand([function.ret[arg.name] for arg in signature.output_arg])

    def _call(self, body: _Body, node, operands: list[Value]) -> list[Value]:
        name = node.attr["f"].func.name if node.op in _CALLS else node.op
        outputs = self.inline(self.function(name, node), operands, body.block, node.name)
        for index, value in enumerate(outputs):
            if isinstance(value, SSAValue):
                add_tensor_names(value, [f"{node.name}:{index}"])
        return outputs

    def _while(self, body: _Body, node, operands: list[Value]) -> list[Value]:
        cond = self.function(node.attr["cond"].func.name, node)
        loop = self.function(node.attr["body"].func.name, node)
        what = f"node '{node.name}' ({node.op})"
        kinds = list(node.attr["T"].list.type)
        shapes = list(node.attr["output_shapes"].list.shape)
        carried = [i for i, v in enumerate(operands) if not isinstance(v, Variable)]
        for i, value in enumerate(operands):
            if isinstance(value, Variable):
                ret = loop.ret.get(loop.signature.output_arg[i].name, "")
                if ret != loop.signature.input_arg[i].name:
                    raise TfImportError(
                        f"{what} changes variable '{value.node}' in its body, which ovopt does not follow"
                    )
        types = [
            tensor_type(element_type(kinds[i], what), shape_of(shapes[i]) if i < len(shapes) else None) for i in carried
        ]
        regions = []
        for function, label in ((cond, "cond"), (loop, "body")):
            block = Block(arg_types=types)
            args = [block.args[carried.index(i)] if i in carried else v for i, v in enumerate(operands)]
            outputs = self.inline(function, args, block, f"{node.name}/{label}")
            if label == "cond":
                outputs = outputs[:1]
                if not isinstance(outputs[0], SSAValue) or outputs[0].type.element_type != i1:
                    raise TfImportError(f"{what}: its cond function gives no bool")
            else:
                outputs = [outputs[i] for i in carried]
            if not all(isinstance(v, SSAValue) for v in outputs):
                raise TfImportError(f"{what}: its {label} function gives a variable's handle where a tensor is carried")
            block.add_op(tf.YieldOp(outputs))
            regions.append(Region(block))
        op = tf.WhileRegionOp([operands[i] for i in carried], regions[0], regions[1], types)
        op.properties["is_stateless"] = BoolAttr.from_bool(node.op == "StatelessWhile")
        if "parallel_iterations" in node.attr:
            op.properties["parallel_iterations"] = IntegerAttr(node.attr["parallel_iterations"].i, 64)
        results = iter(body.add(op, node.name, what))
        return [next(results) if i in carried else v for i, v in enumerate(operands)]

    def _if(self, body: _Body, node, operands: list[Value]) -> list[Value]:
        what = f"node '{node.name}' ({node.op})"
        condition, inputs = operands[0], operands[1:]
        if not isinstance(condition, SSAValue):
            raise TfImportError(f"{what} branches on a variable's handle")
        kinds = list(node.attr["Tout"].list.type)
        shapes = list(node.attr["output_shapes"].list.shape)
        types = [
            tensor_type(element_type(k, what), shape_of(shapes[i]) if i < len(shapes) else None)
            for i, k in enumerate(kinds)
        ]
        regions = []
        for attr, label in (("then_branch", "then"), ("else_branch", "else")):
            block = Block()
            outputs = self.inline(self.function(node.attr[attr].func.name, node), inputs, block, f"{node.name}/{label}")
            if not all(isinstance(v, SSAValue) for v in outputs):
                raise TfImportError(f"{what}: its {label} branch gives a variable's handle")
            block.add_op(tf.YieldOp(outputs))
            regions.append(Region(block))
        op = tf.IfRegionOp(condition, regions[0], regions[1], types)
        op.properties["is_stateless"] = BoolAttr.from_bool(node.op == "StatelessIf")
        return body.add(op, node.name, what)

    def unique_name(self, name: str, call: str | None) -> str:
        chosen = name
        if chosen in self.used_names and call is not None:
            chosen = f"{call}/{name}"
        base, suffix = chosen, 1
        while chosen in self.used_names:
            chosen = f"{base}_{suffix}"
            suffix += 1
        self.used_names.add(chosen)
        return chosen


class _Body:
    """One graph or function body being imported into `block`: its nodes, the values of its
    arguments (a function's), and what each imported node gave."""

    def __init__(self, importer: GraphImporter, nodes: dict, block: Block, args: dict, function: bool, call):
        self.importer = importer
        self.nodes = nodes
        self.block = block
        self.args = args
        self.function = function
        self.call = call
        self.done: dict[str, list[Value]] = {}

    def bind(self, node: str, index: int, value: Value) -> None:
        outputs = self.done.setdefault(node, [])
        outputs.extend([None] * (index + 1 - len(outputs)))
        outputs[index] = value

    def add(self, op: Operation, name: str, what: str | None = None) -> list[SSAValue]:
        """Append `op` for node `name`, verified, named, its results named `name:k`."""
        unique = self.importer.unique_name(name, self.call)
        op.location = name_loc(unique)
        try:
            op.verify()
        except VerifyException as error:
            raise TfImportError(f"{what or f'node {name!r}'}: {error}") from None
        self.block.add_op(op)
        for index, result in enumerate(op.results):
            add_tensor_names(result, [f"{unique}:{index}"])
        return list(op.results)

    def producer(self, ref: str) -> str | None:
        """The node a data input reads, or None for a function argument."""
        if self.function:
            name = ref.split(":")[0]
            return None if ":" not in ref and name in self.args else name
        return node_of(ref)

    def value(self, ref: str, reader=None) -> Value:
        """The value a reference names: `node`, `node:k`, or in a function body `arg` and
        `node:output_arg:k`."""
        if self.function and ":" not in ref and ref in self.args:
            return self.args[ref]
        name = ref.split(":")[0]
        node = self.nodes.get(name)
        outputs = self.done.get(name)
        if outputs is None:
            raise TfImportError(f"node '{reader.name if reader else '?'}' reads '{ref}', which the graph does not hold")
        index = self._index(ref, node)
        if index >= len(outputs) or outputs[index] is None:
            raise TfImportError(f"'{ref}' names output {index} of node '{name}', which has {len(outputs)}")
        return outputs[index]

    def _index(self, ref: str, node) -> int:
        parts = ref.split(":")
        if not self.function or len(parts) < 3:
            return int(parts[1]) if len(parts) > 1 else 0
        args = output_args(node, self.importer.functions)
        if args is None:
            raise TfImportError(
                f"'{ref}': node '{node.name}' is of a type ({node.op}) whose outputs ovopt does not know"
            )
        offset = 0
        for arg, count in zip(args, _counts(node, args, None, f"node '{node.name}' ({node.op})")):
            if arg.tf_name == parts[1]:
                return offset + int(parts[2])
            offset += count
        raise TfImportError(f"'{ref}': node '{node.name}' ({node.op}) has no output '{parts[1]}'")

    def demand(self, refs: Sequence[str]) -> list[Value]:
        """Import every node the references need (producers first), and give their values."""
        stack = [p for ref in reversed(refs) if (p := self.producer(ref)) is not None]
        visiting: set[str] = set()
        while stack:
            name = stack[-1]
            if name in self.done:
                stack.pop()
                continue
            node = self.nodes.get(name)
            if node is None:
                raise TfImportError(f"the graph reads node '{name}', which it does not hold")
            waiting = [p for ref in data_inputs(node) if (p := self.producer(ref)) is not None and p not in self.done]
            if waiting:
                if name in visiting:
                    raise TfImportError(f"node '{name}' ({node.op}) is in a cycle of the graph (TF1 control flow?)")
                visiting.add(name)
                stack.extend(reversed(waiting))
                continue
            stack.pop()
            self.done[name] = self.importer.import_node(self, node)
        return [self.value(ref) for ref in refs]


def _graph_ref(ref: str) -> tuple[str, int]:
    parts = ref.split(":")
    return parts[0], int(parts[1]) if len(parts) > 1 else 0


def output_args(node, functions: dict) -> list[Arg] | None:
    """The output args of a node's type, as `Arg`s; None for a type nothing describes."""
    if node.op in OP_CLASSES:
        return list(OP_CLASSES[node.op].OUTPUTS)
    if node.op in _CALLS or node.op in _IFS:
        return [Arg("output", "Tout", listed=True)]
    if node.op in _WHILES:
        return [Arg("output", "T", listed=True)]
    if node.op in functions:
        return [Arg(a.name, "") for a in functions[node.op].signature.output_arg]
    signature = SIGNATURES.get(node.op)
    return parse_args(signature[1]) if signature is not None else None


def parse_args(text: str) -> list[Arg]:
    """`name:T name:=int32 name:N*T name:[T]` as Args."""
    args = []
    for spec in text.split():
        name, kind = spec.split(":", 1)
        number = None
        if "*" in kind:
            number, kind = kind.split("*", 1)
        listed = kind.startswith("[")
        args.append(Arg(name, kind.strip("[]"), number=number, listed=listed))
    return args


def _attr_type(node, name: str, cls, what: str) -> Attribute:
    if name in node.attr:
        return element_type(node.attr[name].type, what)
    field = next((f for f in cls.attributes().values() if f.name == name), None) if cls is not None else None
    if field is None or field.default_value is None:
        raise TfImportError(f"{what} has no type attr '{name}'")
    return field.default_value


def _counts(node, args: Sequence[Arg], cls, what: str) -> list[int]:
    counts = []
    for arg in args:
        if arg.listed:
            counts.append(len(node.attr[arg.type].list.type))
        elif arg.number is not None:
            if arg.number not in node.attr:
                raise TfImportError(f"{what} has no attr '{arg.number}'")
            counts.append(node.attr[arg.number].i)
        else:
            counts.append(1)
    return counts


def _flat_types(node, args: Sequence[Arg], cls, what: str) -> list[Attribute | None]:
    """The element type of every value of `args`, in order."""
    flat: list[Attribute | None] = []
    for arg, count in zip(args, _counts(node, args, cls, what)):
        if arg.listed:
            flat += [element_type(t, what) for t in node.attr[arg.type].list.type]
        elif arg.type.startswith("="):
            flat += [element_type_named(arg.type[1:])] * count
        else:
            flat += [_attr_type(node, arg.type, cls, what)] * count
    return flat


def _recorded_shapes(node, count: int) -> list:
    shapes = list(node.attr["_output_shapes"].list.shape) if "_output_shapes" in node.attr else []
    if len(shapes) != count:
        return [None] * count
    return [shape_of(s) for s in shapes]


def _result_types(node, args: Sequence[Arg], cls, what: str) -> list:
    flat = _flat_types(node, args, cls, what)
    shapes = _recorded_shapes(node, len(flat))
    types = [tensor_type(e, s) for e, s in zip(flat, shapes)]
    grouped, position = [], 0
    for arg, count in zip(args, _counts(node, args, cls, what)):
        chunk = types[position : position + count]
        grouped.append(chunk if arg.variadic else chunk[0])
        position += count
    return grouped


def _grouped(node, args: Sequence[Arg], values: list[SSAValue], cls, what: str) -> list:
    counts = _counts(node, args, cls, what)
    if sum(counts) != len(values):
        raise TfImportError(f"{what} has {len(values)} inputs, its op type takes {sum(counts)}")
    grouped, position = [], 0
    for arg, count in zip(args, counts):
        chunk = values[position : position + count]
        grouped.append(chunk if arg.variadic else chunk[0])
        position += count
    return grouped


def const_tensor(node, what: str):
    """A Const node's value (for reading a graph's small constants: shapes, keys)."""
    return dense_attribute(node.attr["value"].tensor, what)
