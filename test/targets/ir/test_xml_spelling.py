"""The IR writer builds its XML as text (targets/ir/xml_text.py), spelled as lxml's pretty
printer spells the same tree. lxml is the oracle: every character escaped or refused as lxml
does, and whole IRs (bodies, layouts, rt_info, hostile names) byte for byte what lxml writes
when it reads them back and prints them again."""

from __future__ import annotations

import io
from contextlib import redirect_stderr
from pathlib import Path

import numpy as np
import pytest
from lxml import etree
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from ovopt.targets.ir.xml_text import NotXmlText, attribute_name, attributes, element, quoted
from ovopt.tools.ov_opt import main as ov_opt
from support import convert, make_model

LIT_INPUTS = Path(__file__).parent
HOSTILE = ['a"b', "c<d>&e", "f,g\\,h", "tab\there", "nl\nx", "cr\rx", "ünï ☃ 𝄞", "q'uote", "]]>"]


def lxml_attribute(value: str) -> str:
    """What lxml writes between the quotes of an attribute holding `value`."""
    return etree.tostring(etree.Element("a", x=value), encoding="utf-8").decode("utf-8")[6:-3]


def test_every_character_is_escaped_or_refused_as_lxml_does():
    characters = [chr(c) for c in range(0x10000) if not 0xD800 <= c < 0xE000] + ["\U0001d11e", "\U0010ffff"]
    for character in characters:
        try:
            expected = lxml_attribute(f"p{character}q")
        except ValueError as error:
            with pytest.raises(NotXmlText) as refused:
                quoted(f"p{character}q")
            assert str(refused.value) == str(error)
        else:
            assert quoted(f"p{character}q") == expected, repr(character)


def test_attribute_names_as_lxml_takes_or_refuses_them():
    for name in ["shape", "exclude-pad", "from-layer", "a.b", "_x", "xmlns", "é"]:
        assert attribute_name(name) == etree.tostring(etree.Element("a", {name: ""}), encoding="utf-8")[3:-5].decode()
    for name in ["b c", "1a", "a:b"]:
        with pytest.raises(ValueError, match="Invalid attribute name"):
            attribute_name(name)
    for name in ["a\x01", "é\x00"]:
        with pytest.raises(ValueError) as lxml_refused:
            etree.Element("a", {name: ""})
        with pytest.raises(NotXmlText) as refused:
            attribute_name(name)
        assert str(refused.value) == str(lxml_refused.value)


def test_elements_nest_and_close_as_lxml_pretty_prints_them():
    root = etree.Element("net", name=HOSTILE[0], version="11")
    layer = etree.SubElement(etree.SubElement(root, "layers"), "layer", {"id": "0", "name": "".join(HOSTILE)})
    etree.SubElement(layer, "data")
    port = etree.SubElement(etree.SubElement(layer, "output"), "port", id="0")
    etree.SubElement(port, "dim").text = "3"
    etree.SubElement(root, "edges")
    etree.indent(root, space="\t")
    expected = etree.tostring(root, encoding="utf-8", pretty_print=True).decode("utf-8")

    dim = "\t\t\t\t\t<dim>3</dim>\n"
    output = element(3, "output", children=element(4, "port", attributes({"id": "0"}), dim))
    layer_text = element(2, "layer", attributes({"id": "0", "name": "".join(HOSTILE)}), element(3, "data") + output)
    net = element(0, "net", attributes({"name": HOSTILE[0], "version": "11"}), element(1, "layers", "", layer_text))
    assert net[: -len("</net>\n")] + element(1, "edges") + "</net>\n" == expected


def as_lxml_writes_it(xml: Path) -> bytes:
    tree = etree.parse(str(xml))
    etree.indent(tree, space="\t")
    return etree.tostring(tree, xml_declaration=True, encoding="utf-8", pretty_print=True)


@pytest.mark.parametrize("name", ["control-flow", "if", "gna-compute", "gna-memory", "packed-constants", "model"])
def test_ir_is_what_lxml_writes(tmp_path, name):
    """Bodies of If and Loop with their port maps, gna layouts in port rt_info, the model's rt_info."""
    source = LIT_INPUTS / f"{name}.mlir"
    pipeline = ["-p", "convert-onnx-to-ov,ov-fold-constants"] if "convert-onnx-to-ov" in source.read_text() else []
    xml = tmp_path / "model.xml"
    with redirect_stderr(io.StringIO()):
        assert ov_opt([str(source), *pipeline, "-t", "ir", "-o", str(xml)]) == 0
    assert xml.read_bytes() == as_lxml_writes_it(xml)


def test_hostile_names_are_written_as_lxml_writes_them(tmp_path):
    """Node and tensor names with quotes, markup, commas, tabs, newlines and non-ASCII letters."""
    nodes, previous = [], 'in,put&<"x">'
    for index, name in enumerate(HOSTILE):
        nodes.append(make_node("Relu" if index % 2 else "Sigmoid", [previous], [f"{name}_t"], name=name))
        previous = f"{name}_t"
    nodes.append(make_node("Add", [previous, "w&<>\"'"], ['out,&<>"put'], name='add"&<'))
    weights = numpy_helper.from_array(np.ones((1, 6), np.float32), "w&<>\"'")
    model = make_model(
        nodes,
        [make_tensor_value_info('in,put&<"x">', TensorProto.FLOAT, [1, 6])],
        [make_tensor_value_info('out,&<>"put', TensorProto.FLOAT, [1, 6])],
        [weights],
    )
    result = convert(model, tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.xml.read_bytes() == as_lxml_writes_it(result.xml)
    layers = etree.parse(str(result.xml)).getroot().find("layers")
    assert [layer.get("name") for layer in layers][2:-2] == HOSTILE
    assert layers[0].find("output/port").get("names") == 'in\\,put&<"x">'
