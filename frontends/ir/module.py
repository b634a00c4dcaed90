"""The graph of an IR -> `func.func @main` in the ov dialect, as the IR target writes it back.

Parameters become the arguments (in document order), Results the returned values, every other
layer an op in dependency order (document order where the graph allows it, so IR that was
written in order reads in order). Names go where the IR target looks for them: a Parameter's
first tensor name is its argument's `ovopt.name`, a Result's name (`<tensor>/sink_port_0`)
the function result's, every port's tensor names `ovopt.tensor_names`; layer names become
op locations; the net name and `<rt_info>` become module attributes.

An If or Loop layer's bodies are built the same way, each into a block whose arguments and
`ov.yield` `control_flow.py` orders from the port maps; their Consts read the same .bin.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, FunctionType, ModuleOp, StringAttr
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Attribute, Block, Region, SSAValue

from ovopt.dialects import ov
from ovopt.frontends.ir import document
from ovopt.frontends.ir.control_flow import build_control_flow
from ovopt.frontends.ir.document import Body, Graph, Layer, Port
from ovopt.frontends.ir.errors import IrReadError
from ovopt.frontends.ir.layers import LayerOps, build_layer, layer_ops
from ovopt.frontends.ir.weights import Weights
from ovopt.support import elements
from ovopt.support.locations import MODEL_NAME_ATTR, NAME_ATTR, TENSOR_NAMES_ATTR, add_tensor_names, name_loc
from ovopt.support.runtime_info import RT_INFO_ATTR
from ovopt.support.shapes import shape_of, tensor_type

_RESULT_SUFFIX = "/sink_port_0"


def build_module(graph: Graph, weights: Weights, display: str) -> ModuleOp:
    parameters = [layer for layer in graph.layers if layer.type == "Parameter"]
    results = [layer for layer in graph.layers if layer.type == "Result"]
    for layer in parameters:
        _expect_ports(layer, 0, 1, display)
    for layer in results:
        _expect_ports(layer, 1, 0, display)
    if not results:
        raise IrReadError(f"{display} has no Result layer: the model computes nothing")

    block = Block(arg_types=[_parameter_type(layer, display) for layer in parameters])
    values: dict[tuple[int, int], SSAValue] = {}
    for arg, layer in zip(block.args, parameters):
        values[(layer.id, layer.outputs[0].id)] = arg
    _GraphBuilder(weights, layer_ops()).fill(block, graph, values, display)

    returned = [values[graph.sources[(layer.id, layer.inputs[0].id)]] for layer in results]
    block.add_op(ReturnOp(*returned))
    function = FuncOp(
        "main",
        FunctionType.from_lists([a.type for a in block.args], [v.type for v in returned]),
        Region(block),
        arg_attrs=ArrayAttr(_parameter_attrs(layer) for layer in parameters),
        res_attrs=ArrayAttr(_result_attrs(layer, graph) for layer in results),
    )
    module = ModuleOp([function])
    if graph.name:
        module.attributes[MODEL_NAME_ATTR] = StringAttr(graph.name)
    if graph.rt_info:
        module.attributes[RT_INFO_ATTR] = _dictionary(graph.rt_info)
    return module


class _GraphBuilder:
    """Adds the ops of a graph's layers to a block; a body's, to a block of its own."""

    def __init__(self, weights: Weights, ops: LayerOps):
        self.weights = weights
        self.ops = ops

    def fill(self, block: Block, graph: Graph, values: dict[tuple[int, int], SSAValue], display: str) -> None:
        """The ops of every layer but Parameters (in `values`) and Results, in dependency order."""
        for layer in _dependency_order(graph, display):
            operands = [values[graph.sources[(layer.id, port.id)]] for port in layer.inputs]
            result_types = [tensor_type(port.element, port.shape) for port in layer.outputs]
            if layer.type == "Const" and layer.version == "opset1":
                op = _constant(layer, self.weights, result_types, display)
                results = list(op.results)
            elif layer.bodies:
                inputs = {port.id: value for port, value in zip(layer.inputs, operands)}
                op, results = build_control_flow(layer, inputs, result_types, self.body, display)
                op.location = name_loc(layer.name)
            else:
                op = build_layer(layer, operands, result_types, self.ops, display)
                results = list(op.results)
            block.add_op(op)
            for port, result in zip(layer.outputs, results):
                values[(layer.id, port.id)] = result
                add_tensor_names(result, port.names)

    def body(self, body: Body, args: Sequence[tuple[Layer | None, Attribute]], results: Sequence[Layer]) -> Block:
        """The block of `body`: an argument per (Parameter, or None and the argument's type), and
        an `ov.yield` of what each of `results` reads."""
        graph, where = body.graph, body.where
        for layer in graph.layers:
            if layer.type == "Parameter":
                _expect_ports(layer, 0, 1, where)
            elif layer.type == "Result":
                _expect_ports(layer, 1, 0, where)
        block = Block(arg_types=[_parameter_type(p, where) if p is not None else t for p, t in args])
        values: dict[tuple[int, int], SSAValue] = {}
        for arg, (parameter, _) in zip(block.args, args):
            if parameter is not None:
                values[(parameter.id, parameter.outputs[0].id)] = arg
        self.fill(block, graph, values, where)
        yielded = [values[graph.sources[(layer.id, layer.inputs[0].id)]] for layer in results]
        block.add_op(ov.YieldOp(yielded))
        return block


def _expect_ports(layer: Layer, inputs: int, outputs: int, display: str) -> None:
    if len(layer.inputs) != inputs or len(layer.outputs) != outputs:
        raise IrReadError(
            f"{display}: {layer.describe()} has {len(layer.inputs)} input and {len(layer.outputs)} output ports; "
            f"a {layer.type} has {inputs} and {outputs}"
        )


def _parameter_type(layer: Layer, display: str) -> Attribute:
    """The Parameter's `element_type` and `shape` (`...`: any rank), else its port's."""
    where = f"{display}: {layer.describe()}"
    port = layer.outputs[0]
    element = port.element
    spelled = layer.data.get("element_type")
    if spelled is not None:
        kind = elements.from_ov_name(spelled)
        if kind is None:
            raise IrReadError(f"{where}: unknown element type {spelled!r}")
        element = kind.mlir
    text = layer.data.get("shape")
    if text is None:
        return tensor_type(element, port.shape)
    if text.strip() == "...":
        return tensor_type(element, None)
    return tensor_type(element, [document.dim(d, where) for d in text.split(",")] if text.strip() else [])


def _constant(layer: Layer, weights: Weights, result_types: list[Attribute], display: str) -> ov.ConstantV0Op:
    if layer.inputs or len(layer.outputs) != 1:
        _expect_ports(layer, 0, 1, display)
    op = ov.ConstantV0Op(weights.constant(layer, display))
    declared = result_types[0]
    if op.output.type != declared:
        raise IrReadError(
            f"{display}: {layer.describe()}: its data is {op.output.type}, its port says {declared} "
            f"(shape {shape_of(declared)})"
        )
    op.location = name_loc(layer.name)
    return op


def _dependency_order(graph: Graph, display: str) -> list[Layer]:
    """The layers other than Parameters and Results, each after the layers it reads; among
    those ready, the first in the document first."""
    body = [layer for layer in graph.layers if layer.type not in ("Parameter", "Result")]
    position = {layer.id: index for index, layer in enumerate(body)}
    waiting = {layer.id: 0 for layer in body}
    readers: dict[int, list[int]] = {}
    for (target, _), (source, _) in graph.sources.items():
        if target in position and source in position:
            waiting[target] += 1
            readers.setdefault(source, []).append(target)
    ready = [position[i] for i, count in waiting.items() if count == 0]
    heapq.heapify(ready)
    order: list[Layer] = []
    while ready:
        layer = body[heapq.heappop(ready)]
        order.append(layer)
        for reader in readers.get(layer.id, []):
            waiting[reader] -= 1
            if waiting[reader] == 0:
                heapq.heappush(ready, position[reader])
    if len(order) != len(body):
        stuck = min((body[position[i]] for i, count in waiting.items() if count), key=lambda layer: layer.id)
        raise IrReadError(f"{display}: the graph has a cycle through {stuck.describe()}")
    return order


def _parameter_attrs(layer: Layer) -> DictionaryAttr:
    names = layer.outputs[0].names or [layer.name]
    attrs: dict[str, Attribute] = {NAME_ATTR: StringAttr(names[0])}
    if names[1:]:
        attrs[TENSOR_NAMES_ATTR] = ArrayAttr(StringAttr(name) for name in names[1:])
    return DictionaryAttr(attrs)


def _result_attrs(layer: Layer, graph: Graph) -> DictionaryAttr:
    """The output's name: the Result's own (`name/sink_port_0`) when the tensor has it, else the
    tensor's first name (the IR target then writes the Result as that name's)."""
    source_layer, source_port = graph.sources[(layer.id, layer.inputs[0].id)]
    names = _port(graph, source_layer, source_port).names
    own = layer.name.removesuffix(_RESULT_SUFFIX)
    name = own if own in names else names[0] if names else None
    return DictionaryAttr({NAME_ATTR: StringAttr(name)} if name is not None else {})


def _port(graph: Graph, layer_id: int, port_id: int) -> Port:
    layer = next(layer for layer in graph.layers if layer.id == layer_id)
    return next(port for port in layer.outputs if port.id == port_id)


def _dictionary(values: dict[str, object]) -> DictionaryAttr:
    return DictionaryAttr({k: _dictionary(v) if isinstance(v, dict) else StringAttr(str(v)) for k, v in values.items()})
