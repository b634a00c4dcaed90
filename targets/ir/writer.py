"""ov-dialect module -> OpenVINO IR v11: the XML text and the bytes of the .bin file.

Layers follow the function body, which is already in dependency order: a Parameter per
argument, a layer per op, a Result per returned value; ids are sequential and ports are
numbered inputs first, as OpenVINO numbers them. Constants are offset/size into the .bin,
each distinct byte string stored once. How an op is spelled (type, version, attributes, extra
constant inputs) comes from `layers.layer_of`, so other dialects (gna) add spellers, not cases.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Hashable

import numpy as np
from lxml import etree
from xdsl.dialects.builtin import ArrayAttr, DenseIntOrFPElementsAttr, DictionaryAttr, ModuleOp, StringAttr, i1
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.utils.exceptions import DiagnosticException

from ovopt.dialects import elements, ov
from ovopt.dialects.functions import FunctionsError, main_function
from ovopt.dialects.locations import MODEL_NAME_ATTR, NAME_ATTR, describe, node_name, tensor_names
from ovopt.dialects.mapped_files import file_span, sampled_key
from ovopt.dialects.runtime_info import INPUT_SHAPE_ATTR, RT_INFO_ATTR, argument_attribute, rt_info_entries
from ovopt.dialects.shapes import element_of, shape_of
from ovopt.targets.ir.layers import Alias, Layer, layer_of

IR_VERSION = "11"


class IrEmitError(DiagnosticException):
    """The module cannot be written as IR; the message names the op."""


@dataclass
class Weights:
    """The .bin file being built: distinct constant byte strings, in order of first use.

    The chunks are the constants' own bytes (views of the mapped model file for imported
    weights), never copies. Equal bytes are found without reading every weight: a large chunk
    is looked up by its `sampled_key` and compared whole only when that matches, so weights
    the writer hands to the kernel (`files.stage`) stay out of memory."""

    chunks: list[bytes | memoryview] = field(default_factory=list)
    size: int = 0
    _offsets: dict[Hashable, list[tuple[bytes | memoryview, int]]] = field(default_factory=dict)

    def add(self, data: bytes | memoryview) -> int:
        stored = self._offsets.setdefault(sampled_key(data), [])
        for chunk, offset in stored:
            if chunk is data or _same_bytes(chunk, data):
                return offset
        offset = self.size
        stored.append((data, offset))
        self.chunks.append(data)
        self.size += len(data)
        return offset


def _same_bytes(a: bytes | memoryview, b: bytes | memoryview) -> bool:
    span = file_span(a)
    if span is not None and span == file_span(b) and len(a) == len(b):
        return True  # the same bytes of the same mapped file
    return memoryview(a).cast("B") == memoryview(b).cast("B")


@dataclass
class _Port:
    layer: int
    port: int


class IrWriter:
    def __init__(
        self,
        module: ModuleOp,
        model_name: str = "model",
        rt_info: dict[str, object] | None = None,
        function: FuncOp | None = None,
    ):
        self.module = module
        self.function = function  # None: the model's function (`main_function`)
        self.model_name = model_name
        self.rt_info = rt_info or {}
        self.weights = Weights()
        self._producers: dict[SSAValue, _Port] = {}
        self._names: dict[SSAValue, list[str]] = {}
        self._used_names: set[str] = set()
        self._layer_names: set[str] = set()
        self._edges: list[tuple[_Port, _Port]] = []
        self._port_elements: dict[SSAValue, etree._Element] = {}
        self._port_names: dict[SSAValue, list[str]] = {}
        self._next_id = 0

    def write(self) -> bytes:
        """The XML; `self.weights` then holds the .bin contents."""
        function = self._main()
        block = function.body.blocks[0]
        terminator = block.last_op
        assert isinstance(terminator, ReturnOp)
        self._collect_tensor_names(function, terminator)

        own_name = self.module.attributes.get(MODEL_NAME_ATTR)
        name = own_name.data if isinstance(own_name, StringAttr) else self.model_name
        with _xml_text("the model's name"):
            net = etree.Element("net", name=name, version=IR_VERSION)
        layers = etree.SubElement(net, "layers")
        for index, arg in enumerate(block.args):
            with _xml_text(f"model input {index}"):
                layers.append(self._parameter(arg, index))
        for op in block.ops:
            if op is not terminator:
                with _xml_text(op):
                    layers.extend(self._layers(op))
        for index, value in enumerate(terminator.operands):
            with _xml_text(f"model output {index}"):
                layers.append(self._result(value, index, function))
        net.append(self._edges_element())
        with _xml_text("the runtime info (rt_info)"):
            net.append(_rt_info({**_strings(self.module.attributes.get(RT_INFO_ATTR)), **self.rt_info}))
        etree.indent(net, space="\t")
        return etree.tostring(net, xml_declaration=True, encoding="utf-8", pretty_print=True)

    # -- the model --------------------------------------------------------------------------

    def _main(self) -> FuncOp:
        try:
            function = self.function or main_function(self.module)
        except FunctionsError as error:
            raise IrEmitError(str(error)) from None
        if not function.body.blocks:
            raise IrEmitError(f"@{function.sym_name.data} has no body")
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

    # -- layers -----------------------------------------------------------------------------

    def _new_layer(self, name: str, type: str, version: str) -> tuple[etree._Element, int]:
        layer_id = self._next_id
        self._next_id += 1
        unique = name
        suffix = 1
        while unique in self._layer_names:
            unique = f"{name}/{suffix}"
            suffix += 1
        self._layer_names.add(unique)
        layer = etree.Element("layer", id=str(layer_id), name=unique, type=type, version=version)
        return layer, layer_id

    def _parameter(self, arg: BlockArgument, index: int) -> etree._Element:
        name = self._names[arg][0]
        layer, layer_id = self._new_layer(name, "Parameter", "opset1")
        element = _ov_element(arg.type, f"model input '{name}'")
        function = self._main()
        bounded = argument_attribute(function, index, INPUT_SHAPE_ATTR)
        shape = bounded.data if isinstance(bounded, StringAttr) else _shape_attribute(arg.type)
        etree.SubElement(layer, "data", shape=shape, element_type=element.ov)
        output = etree.SubElement(layer, "output")
        self._output_port(output, arg, layer_id, 0)
        _append_rt_info(output[-1], argument_attribute(function, index, RT_INFO_ATTR))
        return layer

    def _result(self, value: SSAValue, index: int, function: FuncOp) -> etree._Element:
        name = _name(_dicts(function.res_attrs), index, f"output_{index}")
        layer, layer_id = self._new_layer(f"{name}/sink_port_0", "Result", "opset1")
        inputs = etree.SubElement(layer, "input")
        self._input_port(inputs, value, layer_id, 0)
        return layer

    def _layers(self, op: Operation) -> list[etree._Element]:
        """The layers for `op`: its own, after the Const layers of its extra constant inputs."""
        if isinstance(op, ov.ConstantV0Op):
            return [self._constant(op)]
        try:
            spelling = layer_of(op)
        except Exception as error:  # noqa: BLE001  (an op's attribute spelling is extension code)
            raise IrEmitError(f"{describe(op)}: {error}") from None
        if spelling is None:
            raise IrEmitError(f"{describe(op)} is not an OpenVINO op: lower it to the ov dialect first")
        if isinstance(spelling, Alias):
            self._alias(op.results[0], op.operands[0])
            return []
        return self._op_layers(op, spelling)

    def _constant(self, op: ov.ConstantV0Op) -> etree._Element:
        name = node_name(op) or f"{op.IR_TYPE}_{self._next_id}"
        layer, layer_id = self._new_layer(name, op.IR_TYPE, op.IR_VERSION)
        data = _constant_bytes(op.value)
        element = _ov_element(op.output.type, op)
        shape = _shape_attribute(op.output.type, separator=", ")
        self._constant_data(layer, element.ov, shape, data)
        _append_rt_info(layer, op.attributes.get(RT_INFO_ATTR))
        outputs = etree.SubElement(layer, "output")
        self._output_port(outputs, op.output, layer_id, 0)
        return layer

    def _constant_data(self, layer: etree._Element, element: str, shape: str, data: bytes | memoryview) -> None:
        offset = str(self.weights.add(data))
        etree.SubElement(layer, "data", element_type=element, shape=shape, offset=offset, size=str(len(data)))

    def _op_layers(self, op: Operation, spelling: Layer) -> list[etree._Element]:
        name = node_name(op) or f"{spelling.type}_{self._next_id}"
        constants = [self._array_layer(f"{name}/{input}", array) for input, array in spelling.constants.items()]
        layer, layer_id = self._new_layer(name, spelling.type, spelling.version)
        if spelling.attributes:
            etree.SubElement(layer, "data", spelling.attributes)
        _append_rt_info(layer, op.attributes.get(RT_INFO_ATTR))
        if op.operands or constants:
            inputs = etree.SubElement(layer, "input")
            for port, operand in enumerate(op.operands):
                self._input_port(inputs, operand, layer_id, port)
            for port, (_, source, array) in enumerate(constants, len(op.operands)):
                _array_port(inputs, array, port)
                self._edges.append((source, _Port(layer_id, port)))
        if op.results:  # a sink (an opaque Assign, say) has none
            outputs = etree.SubElement(layer, "output")
        for index, result in enumerate(op.results):
            layout = spelling.layouts[index] if index < len(spelling.layouts) else None
            self._output_port(outputs, result, layer_id, len(op.operands) + len(constants) + index, layout)
        if isinstance(op, ov.IfV8Op | ov.LoopV5Op):
            self._bodies(op, layer, name)
        return [element for element, _, _ in constants] + [layer]

    def _array_layer(self, name: str, array: np.ndarray) -> tuple[etree._Element, _Port, np.ndarray]:
        """A Const layer for an array the IR needs and the module has no constant for."""
        layer, layer_id = self._new_layer(name, "Const", "opset1")
        kind = elements.kind_of(elements.element_type_of(array.dtype))
        shape = ", ".join(str(d) for d in array.shape)
        self._constant_data(layer, kind.ov, shape, np.ascontiguousarray(array).tobytes())
        _array_port(etree.SubElement(layer, "output"), array, 0)
        return layer, _Port(layer_id, 0), array

    def _alias(self, result: SSAValue, source: SSAValue) -> None:
        """`result` is `source`'s buffer: its consumers read `source`'s port, which takes its names."""
        self._producers[result] = self._producers[source]
        port = self._port_elements.get(source)
        names = self._port_names.setdefault(source, [])
        added = [n for n in self._names.get(result, []) if n not in names]
        added += [n for n in tensor_names(result) if n not in self._used_names and n not in added]
        if port is None or not added:
            return
        self._used_names.update(added)
        names += added
        port.set("names", _names_attribute(names))

    # -- bodies of If and Loop --------------------------------------------------------------

    def _bodies(self, op: ov.IfV8Op | ov.LoopV5Op, layer: etree._Element, name: str) -> None:
        """The bodies and their port maps, as OpenVINO's serializer writes them: a body is a
        graph of its own (ids from 0), its Parameters are the block arguments and its Results
        the yielded values; external port ids count the op's inputs, then its outputs."""
        outputs = len(op.operands)
        if isinstance(op, ov.IfV8Op):
            maps = []
            for tag, body in (("then", op.then_body), ("else", op.else_body)):
                element, params, results = self._body(body.block, f"{tag}_body", name)
                port_map = etree.Element(f"{tag}_port_map")
                for index, param in enumerate(params):
                    _map(port_map, "input", 1 + index, param)
                for index, result in enumerate(results):
                    _map(port_map, "output", outputs + index, result)
                maps.append(port_map)
                layer.append(element)
            for port_map in maps:  # inserted in front: else first, as ovc writes them
                layer.insert(0, port_map)
            return
        element, params, results = self._body(op.body.block, "body", name)
        carried = op.carried
        port_map = etree.Element("port_map")
        for index, param in enumerate(params[1:]):
            _map(port_map, "input", 2 + index, param)
        for index, result in enumerate(results[1 : 1 + carried]):
            _map(port_map, "output", outputs + index, result)
        for index, (axis, result) in enumerate(zip(op.axes, results[1 + carried :])):
            concatenated = {"axis": str(axis), "start": "0", "end": "-1", "stride": "1", "part_size": "1"}
            _map(port_map, "output", outputs + carried + index, result, concatenated)
        _map(port_map, "input", -1, params[0], {"purpose": "current_iteration"})
        _map(port_map, "output", -1, results[0], {"purpose": "execution_condition"})
        back_edges = etree.Element("back_edges")
        for param, result in zip(params[1 : 1 + carried], results[1 : 1 + carried]):
            etree.SubElement(back_edges, "edge", {"from-layer": str(result), "to-layer": str(param)})
        layer.insert(0, back_edges)
        layer.insert(0, port_map)
        layer.append(element)

    def _body(self, block: Block, tag: str, owner: str) -> tuple[etree._Element, list[int], list[int]]:
        """`<tag>` holding the block as a graph; the ids of its Parameters and Results."""
        state = ("_producers", "_names", "_port_names", "_port_elements", "_used_names", "_layer_names", "_edges")
        saved = {attr: getattr(self, attr) for attr in state}, self._next_id
        for attr in state:
            setattr(self, attr, type(saved[0][attr])())
        self._next_id = 0
        try:
            body = etree.Element(tag)
            layers = etree.SubElement(body, "layers")
            params, results = [], []
            for index, arg in enumerate(block.args):
                layer, layer_id = self._new_layer(f"{owner}/{tag}/input_{index}", "Parameter", "opset1")
                element = _ov_element(arg.type, f"{owner}: {tag} input {index}")
                etree.SubElement(layer, "data", shape=_shape_attribute(arg.type), element_type=element.ov)
                self._output_port(etree.SubElement(layer, "output"), arg, layer_id, 0)
                layers.append(layer)
                params.append(layer_id)
            terminator = block.last_op
            for op in block.ops:
                if op is not terminator:
                    with _xml_text(op):
                        layers.extend(self._layers(op))
            for index, value in enumerate(terminator.operands):
                layer, layer_id = self._new_layer(f"{owner}/{tag}/output_{index}", "Result", "opset1")
                self._input_port(etree.SubElement(layer, "input"), value, layer_id, 0)
                layers.append(layer)
                results.append(layer_id)
            body.append(self._edges_element())
            etree.SubElement(body, "rt_info")
            return body, params, results
        finally:
            for attr, value in saved[0].items():
                setattr(self, attr, value)
            self._next_id = saved[1]

    def _edges_element(self) -> etree._Element:
        edges = etree.Element("edges")
        for source, target in self._edges:
            etree.SubElement(
                edges,
                "edge",
                {
                    "from-layer": str(source.layer),
                    "from-port": str(source.port),
                    "to-layer": str(target.layer),
                    "to-port": str(target.port),
                },
            )
        return edges

    # -- ports ------------------------------------------------------------------------------

    def _input_port(self, parent: etree._Element, value: SSAValue, layer_id: int, port: int) -> None:
        producer = self._producers.get(value)
        if producer is None:
            raise IrEmitError(f"a value used by layer {layer_id} has no producer in @main")
        _port(parent, value.type, port, None, f"an input of layer {layer_id}")
        self._edges.append((producer, _Port(layer_id, port)))

    def _output_port(
        self, parent: etree._Element, value: SSAValue, layer_id: int, port: int, layout: str | None = None
    ) -> None:
        names = self._names.get(value, [])
        for name in tensor_names(value):  # a name is on one port only: OpenVINO finds ports by it
            if name not in self._used_names:
                self._used_names.add(name)
                names.append(name)
        self._port_names[value] = names
        self._port_elements[value] = _port(
            parent, value.type, port, _names_attribute(names) if names else None, f"layer {layer_id}"
        )
        if layout is not None:
            rt_info = etree.SubElement(self._port_elements[value], "rt_info")
            etree.SubElement(rt_info, "attribute", name="layout", version="0", layout=layout)
        self._producers[value] = _Port(layer_id, port)


@contextmanager
def _xml_text(what: str | Operation) -> Iterator[None]:
    """XML 1.0 cannot carry NUL or most control characters, even escaped: a name holding one
    is the user's to change, not a crash. An op is described only if it has such a name."""
    try:
        yield
    except ValueError as error:
        if "XML compatible" not in str(error):
            raise
        raise IrEmitError(
            f"{_what(what)}: a name holds characters XML cannot carry (NUL or control characters); rename it"
        ) from None


def _what(what: str | Operation) -> str:
    """What an error names: the text, or the op described (which is built only for the error)."""
    return what if isinstance(what, str) else describe(what)


def _map(parent: etree._Element, kind: str, external: int, internal: int, extra: dict[str, str] | None = None) -> None:
    """One `<input>` / `<output>` entry of a port map."""
    ids = {"external_port_id": str(external), "internal_layer_id": str(internal)}
    etree.SubElement(parent, kind, {**(extra or {}), **ids})


def _port(parent: etree._Element, type: Attribute, port: int, names: str | None, what: str) -> etree._Element:
    attributes = {"id": str(port), "precision": _ov_element(type, what).ov_precision}
    if names:
        attributes["names"] = names
    element = etree.SubElement(parent, "port", attributes)
    shape = shape_of(type)
    for dim in shape or []:
        etree.SubElement(element, "dim").text = "-1" if dim is None else str(dim)
    return element


def _names_attribute(names: list[str]) -> str:
    return ",".join(n.replace(",", "\\,") for n in names)


def _array_port(parent: etree._Element, array: np.ndarray, port: int) -> None:
    kind = elements.kind_of(elements.element_type_of(array.dtype))
    element = etree.SubElement(parent, "port", id=str(port), precision=kind.ov_precision)
    for dim in array.shape:
        etree.SubElement(element, "dim").text = str(dim)


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
    if kind is not None and kind.ov in _PACKED_BITS:
        bits = _PACKED_BITS[kind.ov]
        per_byte = 8 // bits
        codes = np.frombuffer(data, np.uint8) & ((1 << bits) - 1)
        codes = np.pad(codes, (0, -codes.size % per_byte)).reshape(-1, per_byte)
        shifted = codes << (np.arange(per_byte, dtype=np.uint8) * bits)
        return np.bitwise_or.reduce(shifted, axis=1).astype(np.uint8).tobytes()
    return data


_PACKED_BITS = {"u4": 4, "i4": 4, "f4e2m1": 4, "u2": 2}


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


def _append_rt_info(parent: etree._Element, attribute: Attribute | None) -> None:
    """A layer's or port's `<rt_info>`: one `<attribute name=... version="0" .../>` per entry."""
    entries = rt_info_entries(attribute)
    if entries:
        info = etree.SubElement(parent, "rt_info")
        for name, fields in entries.items():
            etree.SubElement(info, "attribute", {"name": name, "version": "0", **fields})


def _rt_info(values: dict[str, object]) -> etree._Element:
    """`<rt_info>`: what OpenVINO keeps as the model's runtime info (nested dicts nest). A key
    that is no XML name is spelled `<info name="OpenVINO Runtime" value=...>`, as OpenVINO does."""
    root = etree.Element("rt_info")

    def fill(parent: etree._Element, items: dict[str, object]) -> None:
        for key, value in items.items():
            tag, named = (key, {}) if _XML_NAME.fullmatch(key) and key != "info" else ("info", {"name": key})
            if isinstance(value, dict):
                fill(etree.SubElement(parent, tag, named), value)
            else:
                etree.SubElement(parent, tag, {**named, "value": str(value)})

    fill(root, values)
    return root
