"""ONNX graph -> `func.func @main` in the onnx dialect.

Model inputs become the function's arguments and model outputs its results, each carrying
its ONNX name in `ovopt.name`; every other value carries its ONNX name as a tensor name (the
model, its graph's name as `ovopt.model_name`); initializers become `onnx.Constant` ops; nodes are imported in
dependency order by the importer the registry finds for them, so unsorted graphs import too.
Subgraphs (If, Loop, Scan) become regions whose arguments are the subgraph inputs and whose
`onnx.Yield` returns its outputs; they may use any value of the graphs around them.
"""

from __future__ import annotations

import heapq
import re
from collections import ChainMap
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from onnx import GraphProto, NodeProto, TensorProto, TypeProto, defs
from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    FusedLoc,
    IntegerAttr,
    LocationAttr,
    ModuleOp,
    NameLoc,
    StringAttr,
    UnknownLoc,
)
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Attribute, Block, BlockArgument, OpResult, Region, SSAValue
from xdsl.utils.exceptions import DiagnosticException

from ovopt.dialects import onnx
from ovopt.dialects.onnx.base import onnx_schema, onnx_type_string
from ovopt.frontends.onnx import values
from ovopt.frontends.onnx.custom_nodes import import_custom_node
from ovopt.frontends.onnx.errors import OnnxImportError, describe_node
from ovopt.frontends.onnx.loader import LoadedModel
from ovopt.frontends.onnx.node_context import NodeContext
from ovopt.registry import canonical_domain, find_importer
from ovopt.support.interned import i64_attr
from ovopt.support.locations import (
    MODEL_NAME_ATTR,
    NAME_ATTR,
    TENSOR_NAMES_ATTR,
    add_tensor_names,
    name_loc,
    verify_naming_node,
)
from ovopt.support.unchecked import array_attr, string_attr

DIM_PARAMS_ATTR = "onnx.dim_params"

V = TypeVar("V")


class GraphImporter:
    def __init__(self, loaded: LoadedModel):
        self.loaded = loaded
        self.model = loaded.model
        self._scope: ChainMap[str, SSAValue] = ChainMap()
        self._types: ChainMap[str, TypeProto] = ChainMap()
        self._argument_names: list[tuple[BlockArgument, str]] = []  # outputs that are an input
        self._constant_versions: dict[Attribute, int] = {}  # initializer type -> its Constant version
        self._value_types: dict[bytes, Attribute] = {}  # serialized TypeProto -> its type
        self._importers: dict[tuple[str, str], Callable[[NodeContext], Any]] = {}  # by (domain, op type)

    # -- the model ---------------------------------------------------------------------------

    def import_model(self) -> ModuleOp:
        graph = self.model.graph
        constant_names = {t.name for t in graph.initializer} | set(self.loaded.large_initializers)
        constant_names |= {t.values.name for t in graph.sparse_initializer}
        inputs = [i for i in graph.input if i.name not in constant_names]
        self._types = ChainMap(self._declared_types(graph))

        arg_types = [self._value_type(i.name, f"model input '{i.name}'") for i in inputs]
        block = Block(arg_types=arg_types)
        for arg, info in zip(block.args, inputs):
            self._bind(info.name, arg, is_input=True)
        self._import_initializers(graph, block)
        self._import_nodes(graph.node, block)
        outputs = [self._lookup_output(o.name, "model output") for o in graph.output]
        block.add_op(ReturnOp(*outputs))

        declared = self.loaded.declared_io_types
        arg_attrs = [self._io_attrs(i.name, declared.get(i.name, i.type)) for i in inputs]
        res_attrs = [self._io_attrs(o.name, declared.get(o.name, o.type)) for o in graph.output]
        function = FuncOp(
            "main",
            FunctionType.from_lists(arg_types, [v.type for v in outputs]),
            Region(block),
            arg_attrs=ArrayAttr(arg_attrs),
            res_attrs=ArrayAttr(res_attrs),
        )
        for arg, name in self._argument_names:
            add_tensor_names(arg, [name])
        module = ModuleOp([function])
        module.attributes.update(self._model_attributes())
        verify_naming_node(module)  # once for all ops: an error names the node by its location
        return module

    def _model_attributes(self) -> dict[str, Attribute]:
        model = self.model
        opsets = {(d or "ai.onnx"): IntegerAttr(v, 64) for d, v in self.loaded.opsets.items()}
        attributes: dict[str, Attribute] = {
            "onnx.ir_version": IntegerAttr(model.ir_version, 64),
            "onnx.opset_import": DictionaryAttr(opsets),
        }
        for name in ("producer_name", "producer_version", "domain", "doc_string"):
            if getattr(model, name):
                attributes[f"onnx.{name}"] = StringAttr(getattr(model, name))
        if model.model_version:
            attributes["onnx.model_version"] = IntegerAttr(model.model_version, 64)
        if model.graph.name:
            attributes["onnx.graph_name"] = StringAttr(model.graph.name)
        if model.graph.doc_string:
            attributes["onnx.graph_doc_string"] = StringAttr(model.graph.doc_string)
        if model.metadata_props:
            props = {p.key: StringAttr(p.value) for p in model.metadata_props}
            attributes["onnx.metadata_props"] = DictionaryAttr(props)
        if self.loaded.inlined_functions:
            inlined = ArrayAttr(StringAttr(n) for n in self.loaded.inlined_functions)
            attributes["onnx.inlined_functions"] = inlined
        if model.graph.name:
            attributes[MODEL_NAME_ATTR] = StringAttr(model.graph.name)
        return attributes

    def _io_attrs(self, name: str, type: TypeProto) -> DictionaryAttr:
        attrs: dict[str, Attribute] = {NAME_ATTR: StringAttr(name)}
        params = values.dim_params(type)
        if params:
            attrs[DIM_PARAMS_ATTR] = ArrayAttr(StringAttr(p) for p in params)
        return DictionaryAttr(attrs)

    # -- subgraphs ----------------------------------------------------------------------------

    def import_subgraph(self, graph: GraphProto) -> Region:
        """A region for a graph attribute; it sees every value of the enclosing graphs."""
        self._scope = self._scope.new_child()
        self._types = self._types.new_child(self._declared_types(graph))
        try:
            arg_types = [self._value_type(i.name, f"subgraph input '{i.name}'") for i in graph.input]
            block = Block(arg_types=arg_types)
            for arg, info in zip(block.args, graph.input):
                self._bind(info.name, arg, is_input=True)
            self._import_initializers(graph, block)
            self._import_nodes(graph.node, block)
            outputs = [self._lookup_output(o.name, f"output of subgraph '{graph.name}'") for o in graph.output]
            block.add_op(onnx.YieldOp(outputs))
        finally:
            self._scope = self._scope.parents
            self._types = self._types.parents
        return Region(block)

    # -- values -------------------------------------------------------------------------------

    @staticmethod
    def _declared_types(graph: GraphProto) -> dict[str, TypeProto]:
        types = {}
        for info in [*graph.value_info, *graph.input, *graph.output]:
            if info.HasField("type"):
                types[info.name] = info.type
        return types

    def _value_type(self, name: str, what: str) -> Attribute:
        proto = _find(self._types, name)
        if proto is None:
            return onnx.UnknownType()
        key = proto.SerializeToString()  # the same type is declared for many values
        type = self._value_types.get(key)
        if type is None:
            try:
                type = self._value_types[key] = values.value_type(proto)
            except OnnxImportError as error:
                raise OnnxImportError(f"{what}: {error}") from None
        return type

    def _bind(self, name: str, value: SSAValue, is_input: bool = False) -> None:
        if name in self._scope.maps[0]:
            raise OnnxImportError(f"value '{name}' is defined twice; ONNX values have one producer")
        self._scope[name] = value
        if isinstance(value, BlockArgument) and not is_input:
            self._argument_names.append((value, name))  # a node passed an input on; no function yet
            return
        if not is_input:
            if isinstance(value, OpResult) and TENSOR_NAMES_ATTR not in value.op.attributes:
                _first_tensor_name(value, name)
            else:
                add_tensor_names(value, [name])
        value.name_hint = _name_hint(name)

    def _lookup_output(self, name: str, what: str) -> SSAValue:
        value = _find(self._scope, name)
        if value is None:
            raise OnnxImportError(f"{what} '{name}' is produced by no node and is no input or initializer")
        return value

    def read_tensor(self, tensor: TensorProto) -> Attribute:
        raw = None
        if tensor.data_location == TensorProto.EXTERNAL:
            raw = self.loaded.external.read(tensor)
        return values.tensor_attr(tensor, raw)

    def _import_initializers(self, graph: GraphProto, block: Block) -> None:
        tensors = list(graph.initializer)
        if graph is self.model.graph:
            tensors = self._in_model_order(tensors)
        for tensor in tensors:
            self._add_constant(block, tensor.name, self.read_tensor(tensor))
        for sparse in graph.sparse_initializer:
            self._add_constant(block, sparse.values.name, values.sparse_tensor_attr(sparse, self.read_tensor))

    def _in_model_order(self, small: list[TensorProto]) -> list[TensorProto]:
        """The skeleton's small initializers and the large ones kept apart, in the model's order
        (so that the IR's order does not depend on which were large)."""
        large, order = self.loaded.large_initializers, self.loaded.initializer_order
        if not order:
            return [*small, *large.values()]
        next_small = iter(small)
        in_order = [large[name] if name in large else next(next_small, None) for name in order]
        return [t for t in in_order if t is not None] + list(next_small)

    def _add_constant(self, block: Block, name: str, value: Attribute) -> None:
        type = value.type if isinstance(value, onnx.StringTensorAttr) else value.get_type()
        version = self._constant_versions.get(type)
        if version is None:
            version = self._constant_versions[type] = self._constant_version(name, type)
        # `create` builds what `ConstantOp(properties=..., result_types=[type])` does without
        # xDSL's generic argument checks, which cost more than the op; it is verified later.
        op = onnx.ConstantOp.create(
            result_types=[type],
            properties={"value": value, "version": i64_attr(version)},
            location=name_loc(name),
        )
        block.add_op(op)
        self._bind(name, op.results[0])

    def _constant_version(self, name: str, type: Attribute) -> int:
        """The Constant version that holds an initializer of `type` (the same for every initializer of it)."""

        def holds(version: int) -> bool:
            return onnx_type_string(type) in onnx_schema("", "Constant", version).type_constraints[0].allowed_type_strs

        version = self.since_version("", "Constant")
        if not holds(version):
            # An initializer is no node: any tensor type is valid in any opset (Constant-1 of
            # opsets 1-8 holds only floats), so it takes the newest Constant, which holds it.
            version = max(onnx.ConstantOp.SINCE_VERSIONS)
            if not holds(version):
                raise OnnxImportError(
                    f"initializer '{name}' is {onnx_type_string(type)}, which no version of the Constant "
                    "operator holds yet, so the onnx dialect cannot carry it; store it as another type"
                )
        return version

    def since_version(self, domain: str, op_type: str) -> int:
        """The since_version of `op_type` that the model's opset of `domain` selects."""
        opset = self.loaded.opsets.get(domain)
        return defs.get_schema(op_type, opset or defs.onnx_opset_version(), domain).since_version

    # -- nodes --------------------------------------------------------------------------------

    def _import_nodes(self, nodes: Sequence[NodeProto], block: Block) -> None:
        for node in _dependency_order(nodes, set(self._scope), set(self._scope.maps[0])):
            try:
                self._import_node(node, block)
            except OnnxImportError as error:
                message, own = str(error), describe_node(node)
                if not message.startswith(("node ", "the ", "a ")):
                    message = f"{own}: {message}"
                elif not message.startswith(own):  # it names a node of this node's subgraphs
                    message = f"{message} (in a subgraph of {own})"
                raise OnnxImportError(message) from None
            except (DiagnosticException, ValueError, TypeError) as error:
                raise OnnxImportError(f"{describe_node(node)} cannot be imported: {error}") from None

    def _import_node(self, node: NodeProto, block: Block) -> None:
        domain = canonical_domain(node.domain)
        opset = self.loaded.opsets.get(domain)
        importer = self._importers.get((domain, node.op_type))
        if importer is None:
            importer = self._importers[(domain, node.op_type)] = _importer(domain, node.op_type, opset)
        inputs = [self._scope[name] if name else None for name in node.input]
        output_types = [
            self._value_type(name, f"output '{name}'") if name else onnx.UnknownType() for name in node.output
        ]
        context = NodeContext(node, opset, inputs, output_types, _location(node), self, block)
        results = list(importer(context))
        if len(results) != len(node.output):
            raise OnnxImportError(f"its importer made {len(results)} values for {len(node.output)} outputs")
        for name, value in zip(node.output, results):
            if name and value is not None:
                self._bind(name, value)
            elif name:
                raise OnnxImportError(f"its importer made no value for output '{name}'")


def _find(scopes: ChainMap[str, V], name: str) -> V | None:
    """`scopes.get(name)` without ChainMap's generic lookup, which costs a node more than
    the dict it reads (the scopes hold no None)."""
    for scope in scopes.maps:
        value = scope.get(name)
        if value is not None:
            return value
    return None


def _importer(domain: str, op_type: str, opset: int | None) -> Callable[[NodeContext], Any]:
    """The registry's importer of the operator at the model's opset; `onnx.Custom` if none."""
    importer = find_importer(domain, op_type, opset)
    return import_custom_node if importer is None else importer


def _dependency_order(nodes: Sequence[NodeProto], available: set[str], local: set[str]) -> list[NodeProto]:
    """`nodes` in an order where each comes after its producers (the given order when valid).

    `available` are the values defined before the nodes, `local` those of this graph level: a
    subgraph may reuse an enclosing graph's name, never one of its own.
    """
    producer: dict[str, int] = {}
    for index, node in enumerate(nodes):
        for name in node.output:
            if not name:
                continue
            if name in producer or name in local:
                raise OnnxImportError(
                    f"{describe_node(node)}: its output '{name}' is also produced elsewhere; "
                    "ONNX values have one producer"
                )
            producer[name] = index
    waiting_on: list[set[int]] = []
    in_order = True  # each node after its producers already: the order below is the given one
    for index, node in enumerate(nodes):
        needs = set()
        for name in _used_names(node):
            if name in producer:
                needs.add(producer[name])
            elif name not in available and name in node.input:  # a subgraph's own node reports its inputs
                raise OnnxImportError(
                    f"{describe_node(node)}: its input '{name}' is produced by no node and is no input or initializer"
                )
        waiting_on.append(needs)
        in_order = in_order and all(need < index for need in needs)
    if in_order:
        return list(nodes)
    consumers: dict[int, list[int]] = {i: [] for i in range(len(nodes))}
    for index, needs in enumerate(waiting_on):
        for need in needs:
            consumers[need].append(index)
    ready = [i for i, needs in enumerate(waiting_on) if not needs]  # a heap: the first node first
    order = []
    while ready:
        index = heapq.heappop(ready)
        order.append(nodes[index])
        for consumer in consumers[index]:
            waiting_on[consumer].discard(index)
            if not waiting_on[consumer]:
                heapq.heappush(ready, consumer)
    if len(order) != len(nodes):
        stuck = next(n for i, n in enumerate(nodes) if waiting_on[i])
        raise OnnxImportError(f"{describe_node(stuck)} is part of a cycle: the graph must be acyclic")
    return order


def _used_names(node: NodeProto) -> Iterable[str]:
    """The values a node reads: its inputs and what its subgraphs take from outside them."""
    yield from (name for name in node.input if name)
    for attribute in node.attribute:
        for graph in [attribute.g] if attribute.HasField("g") else list(attribute.graphs):
            yield from _outer_names(graph)


def _outer_names(graph: GraphProto) -> set[str]:
    defined = {i.name for i in graph.input} | {t.name for t in graph.initializer}
    defined |= {t.values.name for t in graph.sparse_initializer}
    defined |= {name for node in graph.node for name in node.output}
    used = {name for node in graph.node for name in _used_names(node)}
    used |= {o.name for o in graph.output}
    return used - defined


def _location(node: NodeProto) -> LocationAttr:
    """The node's name (or its first output's), with its doc string as metadata."""
    name = node.name or next((o for o in node.output if o), "")
    if not name:
        return UnknownLoc()
    location = name_loc(name)
    if node.doc_string:
        return FusedLoc(ArrayAttr([location]), StringAttr(node.doc_string))
    return location


_NO_NAMES = ArrayAttr(())


def _first_tensor_name(value: OpResult, name: str) -> None:
    """`add_tensor_names(value, [name])` for a result whose op has no tensor names yet, as the
    import meets every op it makes: the one attribute that call would set, without first
    reading the names the op has not got."""
    location = value.op.location  # an initializer's or an unnamed node's op is named so already
    text = location.desc if isinstance(location, NameLoc) and location.desc.data == name else string_attr(name)
    names = [_NO_NAMES] * len(value.op.results)
    names[value.index] = array_attr((text,))
    value.op.attributes[TENSOR_NAMES_ATTR] = array_attr(names)


_NOT_NAME = re.compile(r"[^A-Za-z0-9_$.-]")


def _name_hint(name: str) -> str | None:
    """An SSA name close to the ONNX name, for readable text; None when nothing fits."""
    hint = _NOT_NAME.sub("_", name).strip("_")
    if not hint:
        return None
    if hint[0].isdigit() or hint[0] in "$.-":
        hint = "v" + hint
    return hint
