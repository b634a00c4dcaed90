"""Hostile and broken bodies of If and Loop layers never crash the reader: every input ends with
exit status 0 and both output files, or exit status 1, one `ov-opt: error:` line naming the
layer and no output file. The inputs are edits of Inputs/loop.xml (a Loop whose body holds an
If), 200 mutations of it, and If layers nested deeper than the reader allows."""

import re
import time
from pathlib import Path

import pytest

from ovopt.frontends.ir.document import MAX_BODY_DEPTH
from support import write_ir_again, xml_mutations

LOOP = Path(__file__).parent / "Inputs" / "loop.xml"
TEXT = LOOP.read_text()


def run(tmp_path: Path, xml_text: str | bytes) -> tuple[int, str]:
    return write_ir_again(tmp_path, xml_text, LOOP.with_suffix(".bin"))


def edit(old: str, new: str) -> str:
    assert old in TEXT, old
    return TEXT.replace(old, new, 1)


THEN_MAP = '<input external_port_id="2" internal_layer_id="1"/>\n\t\t\t\t\t\t\t<output external_port_id="3" internal_layer_id="3"'  # noqa: E501
# name -> (the IR, what the error says)
ATTACKS = {
    "huge internal layer id": (
        edit('internal_layer_id="2"/>', 'internal_layer_id="99999999999999999999999"/>'),
        "names layer 99999999999999999999999, which the body does not have",
    ),
    "external port not a number": (
        edit('external_port_id="3" internal_layer_id="2"', 'external_port_id="three" internal_layer_id="2"'),
        "external_port_id is 'three', not an integer",
    ),
    "back edge without ends": (edit('<edge from-layer="12" to-layer="1"/>', "<edge/>"), "from-layer is None"),
    "back edge from a Parameter": (
        edit('<edge from-layer="12" to-layer="1"/>', '<edge from-layer="2" to-layer="1"/>'),
        "names layer 2 'loop/body/input_2' (Parameter-opset1) of the body as its from-layer, not a Result",
    ),
    "two back edges to one Parameter": (
        edit(
            '<edge from-layer="12" to-layer="1"/>',
            '<edge from-layer="12" to-layer="1"/><edge from-layer="13" to-layer="1"/>',
        ),
        "layer 1 'loop/body/input_1' (Parameter-opset1) has two back edges",
    ),
    "thousands of entries for one Parameter": (
        edit(
            '<input external_port_id="3" internal_layer_id="2"/>',
            '<input external_port_id="3" internal_layer_id="2"/>' * 5000,
        ),
        "is fed by two port_map entries",
    ),
    "two bodies": (edit("<body>", "<body></body><body>"), "has 2 <body> elements, not one"),
    "a body in a Const": (
        edit(
            '<layer id="3" name="loop/Const" type="Const" version="opset1">',
            '<layer id="3" name="loop/Const" type="Const" version="opset1"><then_body/>',
        ),
        "layer 3 'loop/Const' (Const-opset1) has a <then_body>, which a Const layer does not have",
    ),
    "an empty body": (
        re.sub(r"<body>.*</body>", "<body/>", TEXT, flags=re.S),
        "names layer 1, which the body does not have",
    ),
    "a port map of strangers": (
        edit("<port_map>", "<port_map><edge/>"),
        "<port_map> has a <edge>, not only <input> and <output>",
    ),
    "a concatenation without axis": (edit('axis="0" start="0"', 'start="0"'), "concatenates with no axis"),
    "a concatenation along a missing axis": (
        edit('axis="0" start="0"', 'axis="7" start="0"'),
        "layer 4 'loop' (Loop-opset5): ",
    ),
    "a trip count of floats": (
        edit(
            'element_type="i64"/>\n\t\t\t<output>\n\t\t\t\t<port id="0" precision="I64" names="M"/>',
            'element_type="f32"/>\n\t\t\t<output>\n\t\t\t\t<port id="0" precision="FP32" names="M"/>',
        ),
        "trip_count must be one i32 or i64",
    ),
    "an If's purpose": (
        edit(THEN_MAP, THEN_MAP.replace("<input external", '<input purpose="current_iteration" external')),
        "has a purpose, which an If's do not have",
    ),
}


@pytest.mark.parametrize("name", ATTACKS)
def test_hostile_body_is_refused_naming_the_layer(tmp_path, name):
    text, expected = ATTACKS[name]
    start = time.perf_counter()
    code, message = run(tmp_path, text)
    assert time.perf_counter() - start < 30
    assert code == 1 and expected in message, message


def nested_ifs(depth: int) -> str:
    """An If whose then body holds an If whose then body holds ... `depth` Ifs in all."""

    def parameter(layer_id: int, element: str, precision: str, dims: str) -> str:
        shape = "2" if dims else ""
        return (
            f'<layer id="{layer_id}" name="p{layer_id}" type="Parameter" version="opset1">'
            f'<data shape="{shape}" element_type="{element}"/>'
            f'<output><port id="0" precision="{precision}">{dims}</port></output></layer>'
        )

    vector = "<dim>2</dim>"
    x_port = f'precision="FP32">{vector}</port>'

    def result(layer_id: int) -> str:
        return (
            f'<layer id="{layer_id}" name="r{layer_id}" type="Result" version="opset1">'
            f'<input><port id="0" {x_port}</input></layer>'
        )

    def graph(layers: str, edges: str) -> str:
        return f"<layers>{layers}</layers><edges>{edges}</edges>"

    def edge(a: int, b: int, c: int, d: int) -> str:
        return f'<edge from-layer="{a}" from-port="{b}" to-layer="{c}" to-port="{d}"/>'

    def if_layer(layer_id: int, level: int) -> str:
        """The If at `level`: inputs c, c, x; the then body passes c and x to the next If."""
        else_map = '<input external_port_id="2" internal_layer_id="0"/>'
        else_map += '<output external_port_id="3" internal_layer_id="1"/>'
        if level == depth:
            then_body = graph(parameter(0, "f32", "FP32", vector) + result(1), edge(0, 0, 1, 0))
            then_map = else_map
        else:
            layers = parameter(0, "boolean", "BOOL", "") + parameter(1, "f32", "FP32", vector) + if_layer(2, level + 1)
            then_body = graph(
                layers + result(3), edge(0, 0, 2, 0) + edge(0, 0, 2, 1) + edge(1, 0, 2, 2) + edge(2, 3, 3, 0)
            )
            then_map = (
                '<input external_port_id="1" internal_layer_id="0"/><input external_port_id="2" internal_layer_id="1"/>'
                '<output external_port_id="3" internal_layer_id="3"/>'
            )
        else_body = graph(parameter(0, "f32", "FP32", vector) + result(1), edge(0, 0, 1, 0))
        else_map = (
            '<input external_port_id="2" internal_layer_id="0"/><output external_port_id="3" internal_layer_id="1"/>'
        )
        return (
            f'<layer id="{layer_id}" name="if{level}" type="If" version="opset8">'
            f"<then_port_map>{then_map}</then_port_map><else_port_map>{else_map}</else_port_map>"
            f'<input><port id="0" precision="BOOL"/><port id="1" precision="BOOL"/><port id="2" {x_port}</input>'
            f'<output><port id="3" {x_port}</output>'
            f"<then_body>{then_body}</then_body><else_body>{else_body}</else_body></layer>"
        )

    layers = parameter(0, "boolean", "BOOL", "") + parameter(1, "f32", "FP32", vector) + if_layer(2, 1) + result(3)
    edges = edge(0, 0, 2, 0) + edge(0, 0, 2, 1) + edge(1, 0, 2, 2) + edge(2, 3, 3, 0)
    return f'<?xml version="1.0"?><net name="nested" version="11">{graph(layers, edges)}</net>'


def test_bodies_nest_as_deep_as_the_limit(tmp_path):
    code, message = run(tmp_path, nested_ifs(MAX_BODY_DEPTH))
    assert code == 0, message


@pytest.mark.parametrize("depth", [MAX_BODY_DEPTH + 1, 70, 500])
def test_bodies_nested_deeper_are_refused(tmp_path, depth):
    code, message = run(tmp_path, nested_ifs(depth))
    assert code == 1
    assert f"bodies nest more than {MAX_BODY_DEPTH} deep" in message or "XML" in message, message


def test_mutated_bodies_are_refused_or_converted(tmp_path):
    outcomes = {0: 0, 1: 0}
    for _, data in xml_mutations(TEXT, seed=24, count=200):
        code, _ = run(tmp_path, data)
        outcomes[code] += 1
    assert outcomes[1] > 0 and outcomes[0] > 0, outcomes
