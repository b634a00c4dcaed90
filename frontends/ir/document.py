"""IR XML -> the graph it describes: layers with their ports and attributes, and edges.

The XML is untrusted input. It is parsed with entity resolution, network access and DTDs off
and libxml2's size limits on (`huge_tree=False`), and a document with a DTD is refused before
it is parsed: IR never has one, and entity declarations are how XML bombs work. Everything
the graph needs is checked here (ids, ports, edges), so the module builder meets only a
well-formed graph and every error names the layer by id and name.

The bodies of If and Loop layers are graphs of their own, checked the same way (a body's ids
start again from 0, so its errors name the layer that holds it first: `layer 4 'loop'
(Loop-opset5), body: layer 3 ...`), and nest at most `MAX_BODY_DEPTH` deep. Their port maps
and back edges are checked here to name layers that exist: an input entry a body Parameter, an
output entry a body Result, an external port one of the layer's own; a back edge goes from a
body Result to a body Parameter. What the entries mean is `control_flow.py`'s to check.
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
# The bodies each layer type with bodies has, and the port map of each; a Loop has back edges.
BODIES = {
    "If": {"then_body": "then_port_map", "else_body": "else_port_map"},
    "Loop": {"body": "port_map"},
}
_BODY_PARTS = {"then_body", "else_body", "body", "then_port_map", "else_port_map", "port_map", "back_edges"}
MAX_BODY_DEPTH = 32  # bodies inside bodies; libxml2's depth limit would stop about 80 deep
_MAP_ATTRIBUTES = ("external_port_id", "internal_layer_id", "purpose", "axis", "start", "end", "stride", "part_size")


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
    bodies: list[Body] = field(default_factory=list)  # an If's then and else bodies, a Loop's body

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
    by_id: dict[int, Layer] = field(default_factory=dict, repr=False)

    def layer(self, layer_id: int) -> Layer | None:
        return self.by_id.get(layer_id)


@dataclass
class MapEntry:
    """One `<input>` or `<output>` of a port map: the layer's port `external` and the body's
    Parameter or Result `internal`; `data` holds `purpose` and a concatenated output's `axis`,
    `start`, `end`, `stride`, `part_size`, as integers where they are numbers."""

    kind: str  # "input" or "output"
    external: int
    internal: Layer
    purpose: str | None
    data: dict[str, int]

    def describe(self) -> str:
        return f'<{self.kind} external_port_id="{self.external}" internal_layer_id="{self.internal.id}">'


@dataclass
class Body:
    tag: str  # then_body, else_body, body
    map_tag: str  # then_port_map, else_port_map, port_map
    where: str  # how errors name it: `model.xml: layer 4 'loop' (Loop-opset5), body`
    graph: Graph
    port_map: list[MapEntry]
    back_edges: list[tuple[Layer, Layer]]  # (from a Result, to a Parameter), a Loop's


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
    graph = _graph(root, display, version, 0)
    graph.name = root.get("name", "")
    rt_info = root.find("rt_info")
    graph.rt_info = _rt_info(rt_info) if rt_info is not None else {}
    return graph


def _graph(element: etree._Element, display: str, version: str, depth: int) -> Graph:
    """The layers and edges under `element` (the net, or a body `depth` bodies deep)."""
    layers = [_layer(child, display, version, depth) for child in element.iterfind("layers/layer")]
    by_id: dict[int, Layer] = {}
    for layer in layers:
        if layer.id in by_id:
            raise IrReadError(f"{display}: two layers have id {layer.id} ('{by_id[layer.id].name}', '{layer.name}')")
        by_id[layer.id] = layer
    sources = _edges(element, by_id, display)
    for layer in layers:
        for port in layer.inputs:
            if (layer.id, port.id) not in sources:
                raise IrReadError(f"{display}: {layer.describe()}: input port {port.id} has no edge")
    return Graph("", version, layers, sources, by_id=by_id)


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


def _layer(element: etree._Element, display: str, ir_version: str, depth: int) -> Layer:
    layer_id = _integer(element.get("id"), f"{display}: a layer's id")
    layer_type = element.get("type") or ""
    name = element.get("name") or f"{layer_type}_{layer_id}"
    version = element.get("version") or "opset1"
    where = f"{display}: layer {layer_id} '{name}' ({layer_type}-{version})"
    if not layer_type:
        raise IrReadError(f"{display}: layer {layer_id} '{name}' has no type")
    for child in element:
        if child.tag not in _LAYER_PARTS and child.tag not in _parts_of(layer_type):
            raise IrReadError(f"{where} has a <{child.tag}>, {_no_part(layer_type, child.tag)}")
    data = element.find("data")
    layer = Layer(
        layer_id,
        name,
        layer_type,
        version,
        dict(data.attrib) if data is not None else {},
        [_port(port, where) for port in element.iterfind("input/port")],
        [_port(port, where) for port in element.iterfind("output/port")],
    )
    if layer_type in BODIES:
        layer.bodies = _bodies(element, layer, where, ir_version, depth)
    return layer


def _parts_of(layer_type: str) -> set[str]:
    """The elements with bodies a layer of `layer_type` has."""
    tags = BODIES.get(layer_type)
    if tags is None:
        return set()
    return {*tags, *tags.values(), *(("back_edges",) if layer_type == "Loop" else ())}


def _no_part(layer_type: str, tag: str) -> str:
    if layer_type == "TensorIterator":
        return "and TensorIterator layers are not read: the ov dialect has no op for them (If-8 and Loop-5 are read)"
    if tag in _BODY_PARTS:
        return f"which a {layer_type} layer does not have: only If and Loop layers with bodies are read"
    return "which IR layers do not have"


def _bodies(element: etree._Element, layer: Layer, where: str, ir_version: str, depth: int) -> list[Body]:
    """The layer's bodies, each with its port map (and back edges, a Loop's)."""
    if depth >= MAX_BODY_DEPTH:
        raise IrReadError(f"{where}: bodies nest more than {MAX_BODY_DEPTH} deep")
    bodies = []
    for tag, map_tag in BODIES[layer.type].items():
        found = _only(element, tag, where)
        if found is None:
            raise IrReadError(f"{where} has no <{tag}>")
        body_where = f"{where}, {tag}"
        graph = _graph(found, body_where, ir_version, depth + 1)
        port_map = _only(element, map_tag, where)
        entries = (
            [_map_entry(child, layer, graph, where, map_tag) for child in port_map] if port_map is not None else []
        )
        back_edges = _only(element, "back_edges", where) if layer.type == "Loop" else None
        edges = [_back_edge(child, graph, where) for child in back_edges] if back_edges is not None else []
        bodies.append(Body(tag, map_tag, body_where, graph, entries, edges))
    return bodies


def _only(element: etree._Element, tag: str, where: str) -> etree._Element | None:
    found = element.findall(tag)
    if len(found) > 1:
        raise IrReadError(f"{where} has {len(found)} <{tag}> elements, not one")
    return found[0] if found else None


def _map_entry(child: etree._Element, layer: Layer, graph: Graph, where: str, map_tag: str) -> MapEntry:
    if child.tag not in ("input", "output"):
        raise IrReadError(f"{where}: <{map_tag}> has a <{child.tag}>, not only <input> and <output>")
    what = f"{where}: the {map_tag} entry {_spelled(child)}"
    for key in child.attrib:
        if key not in _MAP_ATTRIBUTES:
            raise IrReadError(f"{what} has an attribute {key}, which port maps do not have")
    external = _integer(child.get("external_port_id"), f"{what}: external_port_id")
    internal_id = _integer(child.get("internal_layer_id"), f"{what}: internal_layer_id")
    purpose = child.get("purpose")
    body_tag = map_tag.replace("port_map", "body")
    internal = graph.layer(internal_id)
    if internal is None:
        raise IrReadError(f"{what} names layer {internal_id}, which the {body_tag} does not have")
    wanted = "Parameter" if child.tag == "input" else "Result"
    if internal.type != wanted:
        raise IrReadError(f"{what} names {internal.describe()} of the {body_tag}, not a {wanted}")
    if purpose is None:
        ports = layer.inputs if child.tag == "input" else layer.outputs
        if external not in {p.id for p in ports}:
            raise IrReadError(f"{what}: the layer has no {child.tag} port {external}")
    data = {key: _integer(child.get(key), f"{what}: {key}") for key in _MAP_ATTRIBUTES[3:] if key in child.attrib}
    return MapEntry(child.tag, external, internal, purpose, data)


def _spelled(element: etree._Element) -> str:
    """`<input external_port_id="2" internal_layer_id="1">`: an element as errors quote it."""
    return f"<{element.tag}" + "".join(f' {k}="{v}"' for k, v in element.attrib.items()) + ">"


def _back_edge(child: etree._Element, graph: Graph, where: str) -> tuple[Layer, Layer]:
    what = f"{where}: the back edge {_spelled(child)}"
    if child.tag != "edge":
        raise IrReadError(f"{what} is not an <edge>")
    ends = []
    for key, wanted in (("from-layer", "Result"), ("to-layer", "Parameter")):
        layer_id = _integer(child.get(key), f"{what}: {key}")
        layer = graph.layer(layer_id)
        if layer is None:
            raise IrReadError(f"{what} names layer {layer_id}, which the body does not have")
        if layer.type != wanted:
            raise IrReadError(f"{what} names {layer.describe()} of the body as its {key}, not a {wanted}")
        ends.append(layer)
    return ends[0], ends[1]


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
