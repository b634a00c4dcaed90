"""ov-dialect module -> OpenVINO IR v11: the XML text and the bytes of the .bin file.

Layers follow the function body, which is already in dependency order: a Parameter per
argument, a layer per op, a Result per returned value; ids are sequential and ports are
numbered inputs first, as OpenVINO numbers them. Constants are offset/size into the .bin, each
distinct byte string stored once (an empty constant is one zero byte, as OpenVINO writes it).
How an op is spelled (type, version, attributes, extra constant inputs) comes from
`layers.layer_of`, so other dialects (gna) add spellers, not cases.

The XML is built as text, line by line, as lxml pretty-prints it (`xml_text`): a port's
precision and dims are spelled once per type, an edge is a line written when its consumer is.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache
from typing import Hashable, NamedTuple

import numpy as np
from xdsl.dialects.builtin import ArrayAttr, DenseIntOrFPElementsAttr, DictionaryAttr, ModuleOp, StringAttr, i1
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.utils.exceptions import DiagnosticException

from ovopt.dialects import ov
from ovopt.dialects.transposed_constants import is_transposed_constant
from ovopt.support import elements
from ovopt.support.functions import FunctionsError, main_function
from ovopt.support.locations import MODEL_NAME_ATTR, NAME_ATTR, describe, node_name, tensor_names
from ovopt.support.mapped_files import same_bytes, sampled_key
from ovopt.support.runtime_info import INPUT_SHAPE_ATTR, RT_INFO_ATTR, argument_attribute, rt_info_entries
from ovopt.support.shapes import element_of, shape_of
from ovopt.targets.ir.layers import Alias, Layer, LayerSpellings
from ovopt.targets.ir.transposed import TransposedWeight, transposed_bytes
from ovopt.targets.ir.xml_text import DECLARATION, NotXmlText, attributes, element, quoted

IR_VERSION = "11"


class IrEmitError(DiagnosticException):
    """The module cannot be written as IR; the message names the op."""


@dataclass
class Weights:
    """The .bin file being built: distinct constant byte strings, in order of first use.

    The chunks are the constants' own bytes (views of the mapped model file for imported
    weights), never copies, or weights transposed as they are written (`TransposedWeight`).
    Equal bytes are found without reading every weight: a large chunk is looked up by its
    `sampled_key` and compared whole only when that matches, so weights the writer hands to the
    kernel (`files.stage`) stay out of memory. `readers` counts the constant layers that read
    each offset."""

    chunks: list[bytes | memoryview | TransposedWeight] = field(default_factory=list)
    size: int = 0
    readers: Counter[int] = field(default_factory=Counter)
    _offsets: dict[Hashable, list[tuple[bytes | memoryview | TransposedWeight, int]]] = field(default_factory=dict)

    def add(self, data: bytes | memoryview | TransposedWeight) -> int:
        transposed = isinstance(data, TransposedWeight)
        stored = self._offsets.setdefault(data.key() if transposed else sampled_key(data), [])
        for chunk, offset in stored:
            if chunk is data or (chunk.same(data) if transposed else same_bytes(chunk, data)):
                self.readers[offset] += 1
                return offset
        offset = self.size
        stored.append((data, offset))
        self.chunks.append(data)
        self.size += len(data)
        self.readers[offset] += 1
        return offset

    def placed(self) -> Iterator[tuple[int, bytes | memoryview | TransposedWeight]]:
        """Each chunk with its offset in the .bin."""
        offset = 0
        for chunk in self.chunks:
            yield offset, chunk
            offset += len(chunk)

    def stream(self) -> Iterator[bytes | memoryview | np.ndarray]:
        """The .bin's bytes, in pieces to write one after the other (a transposed weight's
        bands are valid until the next piece is asked for)."""
        for chunk in self.chunks:
            if isinstance(chunk, TransposedWeight):
                yield from chunk.bands()
            else:
                yield chunk


class _TypeText(NamedTuple):
    """A tensor type as the IR spells it, ports at the current depth."""

    type: Attribute  # kept alive, as it is looked up by id
    element_type: str
    precision: str
    dims: str  # the `<dim>` lines
    tail: str  # what follows a port's attributes when it has no rt_info
    constant_shape: str  # a Const's `shape`


class _Port:
    """A value's output port: `source` as an edge's, `from-layer="L" from-port="P"`; the piece
    of the text that holds its `names` attribute (None: an alias's) and the names it has."""

    __slots__ = ("names", "slot", "source")

    def __init__(self, source: str, slot: int | None, names: list[str]):
        self.source = source
        self.slot = slot
        self.names = names


class IrWriter:
    # What each graph (the model's, a body) has of its own; the spellings, at its depth.
    _GRAPH_STATE = (
        "_ports",
        "_names",
        "_used_names",
        "_layer_names",
        "_edges",
        "_types",
        "_equal_types",
        "_data_lines",
    )

    def __init__(
        self,
        module: ModuleOp,
        model_name: str = "model",
        rt_info: dict[str, object] | None = None,
        function: FuncOp | None = None,
        fold_transposes: bool = True,
    ):
        self.module = module
        self.function = function  # None: the model's function (`main_function`)
        # A transposed constant (dialects/transposed_constants.py) as the Const layer of its
        # result, made while the .bin is written; else as the Transpose it is (in memory, where
        # constants share the module's bytes instead of being copied: in_memory.py).
        self.fold_transposes = fold_transposes
        self.model_name = model_name
        self.rt_info = rt_info or {}
        self.weights = Weights()
        self._out: list[str] = []  # the XML text, in pieces
        self._layer_of = LayerSpellings()
        # Per graph (a body has its own):
        self._ports: dict[SSAValue, _Port] = {}
        self._names: dict[SSAValue, list[str]] = {}
        self._used_names: set[str] = set()
        self._layer_names: set[str] = set()
        self._edges: list[str] = []  # the `<edge/>` lines
        self._types: dict[int, _TypeText] = {}  # by id(type)
        self._equal_types: dict[Attribute, _TypeText] = {}  # the same, for an equal type
        self._data_lines: dict[tuple[tuple[str, str], ...], str] = {}
        self._next_id = 0
        self._indent(2)

    def _indent(self, depth: int) -> None:
        """Layers are at `depth`: their children one deeper, ports two, dims three."""
        self._depth = depth
        self._t0, self._t1, self._t2, self._t3 = ("\t" * (depth + k) for k in range(4))

    def write(self) -> bytes:
        """The XML; `self.weights` then holds the .bin contents."""
        function = self._main()
        block = function.body.blocks[0]
        terminator = block.last_op
        assert isinstance(terminator, ReturnOp)
        self._collect_tensor_names(function, terminator)

        own_name = self.module.attributes.get(MODEL_NAME_ATTR)
        name = own_name.data if isinstance(own_name, StringAttr) else self.model_name
        out = self._out
        with _xml_text("the model's name"):
            out.append(f'{DECLARATION}<net name="{quoted(name)}" version="{IR_VERSION}">\n')
        layers = self._open(1, "layers")
        for index, arg in enumerate(block.args):
            with _xml_text(f"model input {index}"):
                self._parameter(arg, index)
        self._ops(block, terminator)
        for index, value in enumerate(terminator.operands):
            with _xml_text(f"model output {index}"):
                self._result(value, index, function)
        self._close(layers, 1, "layers")
        out.append(self._edges_element())
        with _xml_text("the runtime info (rt_info)"):
            out.append(_rt_info({**_strings(self.module.attributes.get(RT_INFO_ATTR)), **self.rt_info}))
        out.append("</net>\n")
        return "".join(out).encode("utf-8")

    # -- the model --------------------------------------------------------------------------

    def _main(self) -> FuncOp:
        try:
            function = self.function or main_function(self.module)
        except FunctionsError as error:
            raise IrEmitError(str(error)) from None
        if not function.body.blocks:
            raise IrEmitError(f"@{function.sym_name.data} is a declaration: give the model function a body of ov ops")
        return function

    def _collect_tensor_names(self, function: FuncOp, terminator: ReturnOp) -> None:
        """Model input and output names, to put on the ports that carry those values (the
        other tensor names come with the values)."""
        arg_attrs = _dicts(function.arg_attrs)
        res_attrs = _dicts(function.res_attrs)
        for index, arg in enumerate(function.body.blocks[0].args):
            self._names[arg] = [_name(arg_attrs, index, f"input_{index}")]
        for index, value in enumerate(terminator.operands):
            name = _name(res_attrs, index, None)
            if name is not None and name not in self._names.setdefault(value, []):
                self._names[value].append(name)
        self._used_names = {name for names in self._names.values() for name in names}

    # -- elements ---------------------------------------------------------------------------

    def _open(self, depth: int, tag: str, attrs: str = "") -> int:
        """Start an element; the index of its start, for `_close`."""
        self._out.append("\t" * depth + f"<{tag}{attrs}>\n")
        return len(self._out) - 1

    def _close(self, start: int, depth: int, tag: str) -> None:
        """End the element started at `start`: `<tag .../>` when nothing was written in it."""
        out = self._out
        if len(out) == start + 1:
            out[start] = out[start][:-2] + "/>\n"
        else:
            out.append("\t" * depth + f"</{tag}>\n")

    # -- layers -----------------------------------------------------------------------------

    def _ops(self, block: Block, terminator: Operation) -> None:
        """The layers of the block's ops; a name XML cannot carry is reported for its op."""
        op = None
        try:
            for op in block.ops:
                if op is not terminator:
                    self._layers(op)
        except NotXmlText:
            raise _not_xml(op) from None

    def _new_layer(self, name: str, type: str, version: str) -> int:
        """Start a layer (ended by `_end_layer`); its id."""
        layer_id = self._next_id
        self._next_id += 1
        unique = name
        suffix = 1
        while unique in self._layer_names:
            unique = f"{name}/{suffix}"
            suffix += 1
        self._layer_names.add(unique)
        self._out.append(f'{self._t0}<layer id="{layer_id}" name="{quoted(unique)}"{_kind(type, version)}>\n')
        return layer_id

    def _end_layer(self, start: int) -> None:
        self._close(start, self._depth, "layer")

    def _parameter(self, arg: BlockArgument, index: int) -> None:
        name = self._names[arg][0]
        function = self._main()
        bounded = argument_attribute(function, index, INPUT_SHAPE_ATTR)
        shape = bounded.data if isinstance(bounded, StringAttr) else None
        rt_info = argument_attribute(function, index, RT_INFO_ATTR)
        self._parameter_layer(name, arg, f"model input '{name}'", shape, rt_info)

    def _parameter_layer(
        self, name: str, arg: BlockArgument, what: str, shape: str | None = None, rt_info: Attribute | None = None
    ) -> int:
        """A Parameter layer for `arg`, of `shape` (default: its type's); its id."""
        start = len(self._out)
        layer_id = self._new_layer(name, "Parameter", "opset1")
        ov_type = self._type_text(arg.type, what).element_type
        shape = _shape_attribute(arg.type) if shape is None else shape
        self._out.append(f'{self._t1}<data shape="{quoted(shape)}" element_type="{ov_type}"/>\n')
        self._only_output(arg, layer_id, _layer_rt_info(self._depth + 3, rt_info))
        self._end_layer(start)
        return layer_id

    def _result(self, value: SSAValue, index: int, function: FuncOp) -> None:
        name = _name(_dicts(function.res_attrs), index, f"output_{index}")
        self._result_layer(f"{name}/sink_port_0", value)

    def _result_layer(self, name: str, value: SSAValue) -> int:
        """A Result layer reading `value`; its id."""
        start = len(self._out)
        layer_id = self._new_layer(name, "Result", "opset1")
        self._out.append(f"{self._t1}<input>\n")
        self._input_port(value, layer_id, 0)
        self._out.append(f"{self._t1}</input>\n")
        self._end_layer(start)
        return layer_id

    def _layers(self, op: Operation) -> None:
        """The layers for `op`: its own, after the Const layers of its extra constant inputs. A
        transposed constant is the Const layer of its result (`fold_transposes`); its input
        constant is written only for another reader."""
        if isinstance(op, ov.ConstantV0Op):
            if self.fold_transposes and _only_transposed(op):
                return None
            return self._constant(op, _constant_bytes(op.value))
        if self.fold_transposes and is_transposed_constant(op):
            return self._constant(op, transposed_bytes(op))
        try:
            spelling = self._layer_of(op)
        except Exception as error:  # noqa: BLE001  (an op's attribute spelling is extension code)
            raise IrEmitError(f"{describe(op)}: {error}") from None
        if spelling is None:
            raise IrEmitError(f"{describe(op)} is not an OpenVINO op: lower it to the ov dialect first")
        if isinstance(spelling, Alias):
            return self._alias(op.results[0], op.operands[0])
        return self._op_layers(op, spelling)

    def _constant(self, op: ov.ConstantV0Op | ov.TransposeV1Op, data: bytes | memoryview | TransposedWeight) -> None:
        """The Const layer of `op`'s result, which holds `data`."""
        name = node_name(op) or f"{ov.ConstantV0Op.IR_TYPE}_{self._next_id}"
        start = len(self._out)
        layer_id = self._new_layer(name, ov.ConstantV0Op.IR_TYPE, ov.ConstantV0Op.IR_VERSION)
        result = op.results[0]
        text = self._types.get(id(result.type)) or self._type_text(result.type, op)
        self._constant_data(text.element_type, text.constant_shape, data)
        rt_info = op.attributes.get(RT_INFO_ATTR)
        if rt_info is not None:
            self._out.append(_layer_rt_info(self._depth + 1, rt_info))
        self._only_output(result, layer_id)
        self._end_layer(start)

    def _constant_data(self, element_type: str, shape: str, data: bytes | memoryview | TransposedWeight) -> None:
        if not len(data):
            data = _EMPTY_CONSTANT_BYTES
        offset = self.weights.add(data)
        self._out.append(
            f'{self._t1}<data element_type="{element_type}" shape="{shape}" offset="{offset}" size="{len(data)}"/>\n'
        )

    def _op_layers(self, op: Operation, spelling: Layer) -> None:
        name = node_name(op) or f"{spelling.type}_{self._next_id}"
        constants = []
        if spelling.constants:  # Const layers of their own, before the op's
            constants = [self._array_layer(f"{name}/{input}", array) for input, array in spelling.constants.items()]
        out = self._out
        start = len(out)
        layer_id = self._new_layer(name, spelling.type, spelling.version)
        has_bodies = isinstance(op, _WITH_BODIES)
        if has_bodies:  # their port maps come first, once the bodies are written
            port_maps = len(out)
            out.append("")
        if spelling.attributes:
            out.append(self._data_line(spelling.attributes))
        rt_info = op.attributes.get(RT_INFO_ATTR)
        if rt_info is not None:
            out.append(_layer_rt_info(self._depth + 1, rt_info))
        operands = op.operands
        if operands or constants:
            out.append(f"{self._t1}<input>\n")
            for port, operand in enumerate(operands):
                self._input_port(operand, layer_id, port)
            for port, (source, array) in enumerate(constants, len(operands)):
                out.append(_array_port(self._t2, array, port))
                self._edges.append(self._edge(source, layer_id, port))
            out.append(f"{self._t1}</input>\n")
        results = op.results
        if results:  # a sink (an opaque Assign, say) has none
            first = len(operands) + len(constants)
            layouts = spelling.layouts
            out.append(f"{self._t1}<output>\n")
            for index, result in enumerate(results):
                layout = layouts[index] if index < len(layouts) else None
                self._output_port(result, layer_id, first + index, layout)
            out.append(f"{self._t1}</output>\n")
        if has_bodies:
            out[port_maps] = self._bodies(op, name)
        self._end_layer(start)

    def _data_line(self, data: dict[str, str]) -> str:
        """A layer's `<data .../>` line, spelled once per distinct set of attributes."""
        key = tuple(data.items())
        line = self._data_lines.get(key)
        if line is None:
            line = self._data_lines[key] = f"{self._t1}<data{attributes(data)}/>\n"
        return line

    def _array_layer(self, name: str, array: np.ndarray) -> tuple[str, np.ndarray]:
        """A Const layer for an array the IR needs and the module has no constant for; its
        output as an edge's source."""
        start = len(self._out)
        layer_id = self._new_layer(name, "Const", "opset1")
        kind = elements.kind_of(elements.element_type_of(array.dtype))
        shape = ", ".join(str(d) for d in array.shape)
        self._constant_data(kind.ov, shape, np.ascontiguousarray(array).tobytes())
        self._out.append(f"{self._t1}<output>\n{_array_port(self._t2, array, 0)}{self._t1}</output>\n")
        self._end_layer(start)
        return f'from-layer="{layer_id}" from-port="0"', array

    def _alias(self, result: SSAValue, source: SSAValue) -> None:
        """`result` is `source`'s buffer: its consumers read `source`'s port, which takes its names."""
        port = self._ports[source]
        self._ports[result] = _Port(port.source, None, [])
        if port.slot is None:  # an alias's alias
            return
        names = port.names
        added = [n for n in self._names.get(result, []) if n not in names]
        added += [n for n in tensor_names(result) if n not in self._used_names and n not in added]
        if not added:
            return
        self._used_names.update(added)
        names += added
        self._out[port.slot] = f' names="{quoted(_names_attribute(names))}"'

    # -- bodies of If and Loop --------------------------------------------------------------

    def _bodies(self, op: ov.IfV8Op | ov.LoopV5Op, name: str) -> str:
        """The bodies and their port maps, as OpenVINO's serializer writes them: a body is a
        graph of its own (ids from 0), its Parameters are the block arguments and its Results
        the yielded values; external port ids count the op's inputs, then its outputs. The
        bodies are written (after the layer's ports); the port maps, which go in front of the
        layer's `<data>`, are returned."""
        outputs = len(op.operands)
        depth = self._depth + 1
        if isinstance(op, ov.IfV8Op):
            maps = []
            for tag, body in (("then", op.then_body), ("else", op.else_body)):
                params, results = self._body(body.block, f"{tag}_body", name)
                entries = [_map(depth + 1, "input", 1 + index, param) for index, param in enumerate(params)]
                entries += [_map(depth + 1, "output", outputs + index, result) for index, result in enumerate(results)]
                maps.append(element(depth, f"{tag}_port_map", children="".join(entries)))
            return maps[1] + maps[0]  # else first, as ovc writes them
        params, results = self._body(op.body.block, "body", name)
        carried = op.carried
        entries = [_map(depth + 1, "input", 2 + index, param) for index, param in enumerate(params[1:])]
        for index, result in enumerate(results[1 : 1 + carried]):
            entries.append(_map(depth + 1, "output", outputs + index, result))
        for index, (axis, result) in enumerate(zip(op.axes, results[1 + carried :])):
            concatenated = {"axis": str(axis), "start": "0", "end": "-1", "stride": "1", "part_size": "1"}
            entries.append(_map(depth + 1, "output", outputs + carried + index, result, concatenated))
        entries.append(_map(depth + 1, "input", -1, params[0], {"purpose": "current_iteration"}))
        entries.append(_map(depth + 1, "output", -1, results[0], {"purpose": "execution_condition"}))
        back_edges = [
            element(depth + 1, "edge", attributes({"from-layer": str(result), "to-layer": str(param)}))
            for param, result in zip(params[1 : 1 + carried], results[1 : 1 + carried])
        ]
        return element(depth, "port_map", children="".join(entries)) + element(
            depth, "back_edges", children="".join(back_edges)
        )

    def _body(self, block: Block, tag: str, owner: str) -> tuple[list[int], list[int]]:
        """`<tag>` holding the block as a graph, written inside the current layer; the ids of
        its Parameters and Results."""
        saved = {attr: getattr(self, attr) for attr in self._GRAPH_STATE}, self._next_id, self._depth
        for attr in self._GRAPH_STATE:
            setattr(self, attr, type(saved[0][attr])())
        self._next_id = 0
        depth = saved[2] + 1
        self._indent(depth + 2)
        out = self._out
        try:
            out.append("\t" * depth + f"<{tag}>\n")
            layers = self._open(depth + 1, "layers")
            params = [
                self._parameter_layer(f"{owner}/{tag}/input_{index}", arg, f"{owner}: {tag} input {index}")
                for index, arg in enumerate(block.args)
            ]
            terminator = block.last_op
            self._ops(block, terminator)
            results = [
                self._result_layer(f"{owner}/{tag}/output_{index}", value)
                for index, value in enumerate(terminator.operands)
            ]
            self._close(layers, depth + 1, "layers")
            out.append(self._edges_element())
            out.append(element(depth + 1, "rt_info") + "\t" * depth + f"</{tag}>\n")
            return params, results
        finally:
            for attr, value in saved[0].items():
                setattr(self, attr, value)
            self._next_id = saved[1]
            self._indent(saved[2])

    def _edges_element(self) -> str:
        return element(self._depth - 1, "edges", children="".join(self._edges))

    def _edge(self, source: str, layer_id: int, port: int) -> str:
        return f'{self._t0}<edge {source} to-layer="{layer_id}" to-port="{port}"/>\n'

    # -- ports ------------------------------------------------------------------------------

    def _type_text(self, type: Attribute, what: str | Operation) -> _TypeText:
        """How `type` is spelled (computed once per distinct type and depth)."""
        known = self._types.get(id(type))
        if known is not None:
            return known
        known = self._equal_types.get(type)
        if known is None:
            kind = _ov_element(type, what)
            shape = shape_of(type)
            dims = "".join(f"{self._t3}<dim>{'-1' if dim is None else dim}</dim>\n" for dim in shape or [])
            tail = f">\n{dims}{self._t2}</port>\n" if dims else "/>\n"
            constant_shape = _shape_attribute(type, separator=", ")
            known = _TypeText(type, kind.ov, kind.ov_precision, dims, tail, constant_shape)
            self._equal_types[type] = known
        self._types[id(type)] = known._replace(type=type)
        return known

    def _input_port(self, value: SSAValue, layer_id: int, port: int) -> None:
        source = self._ports.get(value)
        if source is None:
            raise IrEmitError(f"a value used by layer {layer_id} has no producer in @main")
        type = value.type
        text = self._types.get(id(type)) or self._type_text(type, f"an input of layer {layer_id}")
        self._out.append(f'{self._t2}<port id="{port}" precision="{text.precision}"{text.tail}')
        self._edges.append(self._edge(source.source, layer_id, port))

    def _only_output(self, value: SSAValue, layer_id: int, rt_info: str = "") -> None:
        """`<output>` with the one port 0 of a Parameter or Const; `rt_info`, its `<rt_info>`."""
        self._out.append(f"{self._t1}<output>\n")
        self._output_port(value, layer_id, 0, None, rt_info)
        self._out.append(f"{self._t1}</output>\n")

    def _output_port(
        self, value: SSAValue, layer_id: int, port: int, layout: str | None = None, rt_info: str = ""
    ) -> None:
        names = self._names.get(value, [])
        for name in tensor_names(value):  # a name is on one port only: OpenVINO finds ports by it
            if name not in self._used_names:
                self._used_names.add(name)
                names.append(name)
        type = value.type
        text = self._types.get(id(type)) or self._type_text(type, f"layer {layer_id}")
        out = self._out
        out.append(f'{self._t2}<port id="{port}" precision="{text.precision}"')
        self._ports[value] = _Port(f'from-layer="{layer_id}" from-port="{port}"', len(out), names)
        spelled = _names_attribute(names) if names else ""
        out.append(f' names="{quoted(spelled)}"' if spelled else "")
        if layout is not None:
            layout_entry = element(
                self._depth + 4, "attribute", attributes({"name": "layout", "version": "0", "layout": layout})
            )
            rt_info += element(self._depth + 3, "rt_info", children=layout_entry)
        out.append(f">\n{text.dims}{rt_info}{self._t2}</port>\n" if rt_info else text.tail)


_WITH_BODIES = (ov.IfV8Op, ov.LoopV5Op)


@cache
def _kind(type: str, version: str) -> str:
    """A layer's ` type="..." version="..."`."""
    return f' type="{quoted(type)}" version="{quoted(version)}"'


@contextmanager
def _xml_text(what: str | Operation) -> Iterator[None]:
    """XML 1.0 cannot carry NUL or most control characters, even escaped: a name holding one
    is the user's to change, not a crash. An op is described only if it has such a name."""
    try:
        yield
    except NotXmlText:
        raise _not_xml(what) from None


def _not_xml(what: str | Operation) -> IrEmitError:
    return IrEmitError(
        f"{_what(what)}: a name holds characters XML cannot carry (NUL or control characters); rename it"
    )


def _what(what: str | Operation) -> str:
    """What an error names: the text, or the op described (which is built only for the error)."""
    return what if isinstance(what, str) else describe(what)


def _map(depth: int, kind: str, external: int, internal: int, extra: dict[str, str] | None = None) -> str:
    """One `<input>` / `<output>` entry of a port map."""
    ids = {"external_port_id": str(external), "internal_layer_id": str(internal)}
    return element(depth, kind, attributes({**(extra or {}), **ids}))


def _names_attribute(names: list[str]) -> str:
    return ",".join(n.replace(",", "\\,") for n in names)


def _array_port(indent: str, array: np.ndarray, port: int) -> str:
    kind = elements.kind_of(elements.element_type_of(array.dtype))
    dims = "".join(f"{indent}\t<dim>{dim}</dim>\n" for dim in array.shape)
    tail = f">\n{dims}{indent}</port>\n" if dims else "/>\n"
    return f'{indent}<port id="{port}" precision="{kind.ov_precision}"{tail}'


def _only_transposed(constant: ov.ConstantV0Op) -> bool:
    """Do transposed constants read `constant` and nothing else?"""
    uses = constant.output.uses
    return bool(uses) and all(is_transposed_constant(use.operation) for use in uses)


def _constant_bytes(value: DenseIntOrFPElementsAttr) -> bytes | memoryview:
    """A constant's bytes as OpenVINO reads them. Booleans are a byte each, 0 or 1: xDSL's
    parser stores `true` as 0xff, which OpenVINO does not read as true. 4-bit types (u4, i4,
    f4e2m1) are packed two to a byte and u2 four, the first in the lowest bits; xDSL keeps
    one a byte."""
    data = value.data.data
    element = value.get_element_type()
    if element == i1:
        return (np.frombuffer(data, np.uint8) != 0).astype(np.uint8).tobytes()
    kind = elements.kind_of(element)
    if kind is not None and kind.ov in elements.PACKED_BITS:
        bits = elements.PACKED_BITS[kind.ov]
        per_byte = 8 // bits
        codes = np.frombuffer(data, np.uint8) & ((1 << bits) - 1)
        codes = np.pad(codes, (0, -codes.size % per_byte)).reshape(-1, per_byte)
        shifted = codes << (np.arange(per_byte, dtype=np.uint8) * bits)
        return np.bitwise_or.reduce(shifted, axis=1).astype(np.uint8).tobytes()
    return data


# An empty constant is one zero byte, as OpenVINO writes it: with size 0 its reader has no
# data pointer and compile_model fails ("ptr is Null") wherever the constant is read.
_EMPTY_CONSTANT_BYTES = b"\x00"


def _ov_element(type: Attribute, what: str | Operation) -> elements.ElementKind:
    element = element_of(type)
    kind = elements.kind_of(element)
    if kind is None or kind.ov is None:
        raise IrEmitError(f"{_what(what)}: OpenVINO has no element type for {element}")
    return kind


def _shape_attribute(type: Attribute, separator: str = ",") -> str:
    shape = shape_of(type)
    if shape is None:
        return "..."
    return separator.join("?" if d is None else str(d) for d in shape)


def _dicts(attrs: ArrayAttr | None) -> list[DictionaryAttr]:
    return list(attrs.data) if attrs is not None else []


def _name(attrs: list[DictionaryAttr], index: int, default: str | None) -> str | None:
    if index < len(attrs):
        name = attrs[index].data.get(NAME_ATTR)
        if isinstance(name, StringAttr):
            return name.data
    return default


def _strings(values: Attribute | None) -> dict[str, object]:
    """A module's kept `<rt_info>` (a DictionaryAttr of strings and dictionaries) as a dict."""
    if not isinstance(values, DictionaryAttr):
        return {}
    return {
        key: _strings(value) if isinstance(value, DictionaryAttr) else getattr(value, "data", str(value))
        for key, value in values.data.items()
    }


_XML_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-]*")


def _layer_rt_info(depth: int, attribute: Attribute | None) -> str:
    """A layer's or port's `<rt_info>` at `depth`: one `<attribute name=... version="0" .../>`
    per entry; nothing when it has none."""
    entries = rt_info_entries(attribute)
    if not entries:
        return ""
    lines = [
        element(depth + 1, "attribute", attributes({"name": name, "version": "0", **fields}))
        for name, fields in entries.items()
    ]
    return element(depth, "rt_info", children="".join(lines))


def _rt_info(values: dict[str, object]) -> str:
    """`<rt_info>`: what OpenVINO keeps as the model's runtime info (nested dicts nest). A key
    that is no XML name is spelled `<info name="OpenVINO Runtime" value=...>`, as OpenVINO does."""

    def fill(depth: int, items: dict[str, object]) -> str:
        lines = []
        for key, value in items.items():
            tag, named = (key, {}) if _XML_NAME.fullmatch(key) and key != "info" else ("info", {"name": key})
            if isinstance(value, dict):
                lines.append(element(depth, tag, attributes(named), fill(depth + 1, value)))
            else:
                lines.append(element(depth, tag, attributes({**named, "value": str(value)})))
        return "".join(lines)

    return element(1, "rt_info", children=fill(2, values))
