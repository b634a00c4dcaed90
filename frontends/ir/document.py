"""IR XML -> the graph it describes: layers with their ports and attributes, and edges.

The XML is untrusted input. It is parsed with entity resolution, network access and DTDs off
and libxml2's size limits on (`huge_tree=False`), and a document with a DTD is refused before
it is parsed: IR never has one, and entity declarations are how XML bombs work. Everything
the graph needs is checked here (ids, ports, edges), so the module builder meets only a
well-formed graph and every error names the layer by id and name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lxml import etree
from xdsl.ir import Attribute

from ovopt.frontends.ir.errors import IrReadError
from ovopt.support import elements

IR_VERSIONS = ("10", "11")
Dim = int | None  # None: dynamic (OpenVINO writes -1, ? or an interval lo..hi)

_NAME_SEPARATOR = re.compile(r"(?<!\\),")
_LAYER_PARTS = ("data", "input", "output", "rt_info")


@dataclass
class Port:
    id: int
    element: Attribute
    shape: list[Dim]
    names: list[str]  # tensor names (output ports)


@dataclass
class Layer:
    id: int
    name: str
    type: str
    version: str
    data: dict[str, str]  # the `<data>` attributes, in document order
    inputs: list[Port]
    outputs: list[Port]

    def describe(self) -> str:
        """`layer 3 'conv1' (Convolution-opset1)`: how errors name a layer."""
        return f"layer {self.id} '{self.name}' ({self.type}-{self.version})"


@dataclass
class Graph:
    name: str
    version: str
    layers: list[Layer]  # in document order
    # (to-layer, to-port) -> (from-layer, from-port)
    sources: dict[tuple[int, int], tuple[int, int]]
    rt_info: dict[str, object] = field(default_factory=dict)


def parse(data: bytes, display: str) -> Graph:
    """The graph of IR XML `data`; `display` names the file in errors."""
    root = _parse_xml(data, display)
    if root.tag != "net":
        raise IrReadError(f"{display} is not OpenVINO IR: its root element is <{root.tag}>, not <net>")
    version = root.get("version", "")
    if version not in IR_VERSIONS:
        raise IrReadError(
            f"{display} is IR version '{version}': ovopt reads IR v10 and v11 (convert older IR with OpenVINO 2022)"
        )
    layers = [_layer(element, display) for element in root.iterfind("layers/layer")]
    by_id: dict[int, Layer] = {}
    for layer in layers:
        if layer.id in by_id:
            raise IrReadError(f"{display}: two layers have id {layer.id} ('{by_id[layer.id].name}', '{layer.name}')")
        by_id[layer.id] = layer
    sources = _edges(root, by_id, display)
    for layer in layers:
        for port in layer.inputs:
            if (layer.id, port.id) not in sources:
                raise IrReadError(f"{display}: {layer.describe()}: input port {port.id} has no edge")
    rt_info = root.find("rt_info")
    return Graph(root.get("name", ""), version, layers, sources, _rt_info(rt_info) if rt_info is not None else {})


def _parse_xml(data: bytes, display: str) -> etree._Element:
    if b"<!DOCTYPE" in data or b"<!ENTITY" in data:
        raise IrReadError(f"{display} has a DTD (<!DOCTYPE>/<!ENTITY>), which IR never has: refused")
    parser = etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        huge_tree=False,
        load_dtd=False,
        dtd_validation=False,
        remove_comments=True,
        remove_pis=True,
    )
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError as error:
        raise IrReadError(f"{display} is not well-formed XML: {_one_line(error.msg or str(error))}") from None
    if root is None:
        raise IrReadError(f"{display} is empty")
    if root.getroottree().docinfo.internalDTD is not None:  # a DTD in an encoding the check above misses
        raise IrReadError(f"{display} has a DTD (<!DOCTYPE>), which IR never has: refused")
    return root


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _integer(text: str | None, what: str) -> int:
    try:
        return int(text)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise IrReadError(f"{what} is {text!r}, not an integer") from None


def _layer(element: etree._Element, display: str) -> Layer:
    layer_id = _integer(element.get("id"), f"{display}: a layer's id")
    layer_type = element.get("type") or ""
    name = element.get("name") or f"{layer_type}_{layer_id}"
    version = element.get("version") or "opset1"
    where = f"{display}: layer {layer_id} '{name}' ({layer_type}-{version})"
    if not layer_type:
        raise IrReadError(f"{display}: layer {layer_id} '{name}' has no type")
    for child in element:
        if child.tag not in _LAYER_PARTS:
            raise IrReadError(
                f"{where} has a <{child.tag}>: layers with sub-graphs (TensorIterator, Loop, If) are not read yet"
            )
    data = element.find("data")
    return Layer(
        layer_id,
        name,
        layer_type,
        version,
        dict(data.attrib) if data is not None else {},
        [_port(port, where) for port in element.iterfind("input/port")],
        [_port(port, where) for port in element.iterfind("output/port")],
    )


def _port(element: etree._Element, where: str) -> Port:
    port_id = _integer(element.get("id"), f"{where}: a port id")
    what = f"{where}, port {port_id}"
    precision = element.get("precision")
    kind = elements.from_ov_precision(precision) if precision else None
    if kind is None:
        raise IrReadError(f"{what}: unknown element type (precision {precision!r})")
    shape = [dim(d.text or "", what) for d in element.iterfind("dim")]
    spelled = element.get("names")
    names = [n.replace("\\,", ",") for n in _NAME_SEPARATOR.split(spelled)] if spelled else []
    return Port(port_id, kind.mlir, shape, names)


def dim(text: str, what: str) -> Dim:
    """A dimension as IR writes it: `3`, `-1` or `?` (dynamic), or an interval `1..8` (read as
    dynamic: the ov dialect's types have no bounds)."""
    text = text.strip()
    if text in ("-1", "?") or ".." in text:
        return None
    value = _integer(text, f"{what}: a dimension")
    if value < 0:
        raise IrReadError(f"{what}: dimension {value} is negative")
    return value


def _edges(root: etree._Element, layers: dict[int, Layer], display: str) -> dict[tuple[int, int], tuple[int, int]]:
    sources: dict[tuple[int, int], tuple[int, int]] = {}
    for edge in root.iterfind("edges/edge"):
        spelled = {key: edge.get(key) for key in ("from-layer", "from-port", "to-layer", "to-port")}
        where = f"{display}: the edge " + " ".join(f'{k}="{v}"' for k, v in spelled.items())
        numbers = {key: _integer(value, f"{where}: {key}") for key, value in spelled.items()}
        source, target = layers.get(numbers["from-layer"]), layers.get(numbers["to-layer"])
        for end, layer in (("from-layer", source), ("to-layer", target)):
            if layer is None:
                raise IrReadError(f"{where} points to layer {numbers[end]}, which does not exist")
        if numbers["from-port"] not in {p.id for p in source.outputs}:
            raise IrReadError(f"{where}: {source.describe()} has no output port {numbers['from-port']}")
        if numbers["to-port"] not in {p.id for p in target.inputs}:
            raise IrReadError(f"{where}: {target.describe()} has no input port {numbers['to-port']}")
        key = (numbers["to-layer"], numbers["to-port"])
        if key in sources:
            raise IrReadError(f"{where}: that input port already has an edge")
        sources[key] = (numbers["from-layer"], numbers["from-port"])
    return sources


def _rt_info(element: etree._Element) -> dict[str, object]:
    """`<rt_info>` as nested dicts of strings; `<info name=K value=V>` is key K, as OpenVINO
    writes keys that are no XML names."""
    values: dict[str, object] = {}
    for child in element:
        key = child.get("name") if child.tag == "info" and child.get("name") else child.tag
        values[key] = _rt_info(child) if len(child) else child.get("value", "")
    return values
