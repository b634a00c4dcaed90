"""Attributes built without xDSL's check are the attributes xDSL builds: equal, of equal hash,
printed alike, and usable wherever those are (an op's names, a verified module)."""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, BytesAttr, StringAttr

from ovopt.support.unchecked import array_attr, string_attr, unchecked_data


def test_equal_to_what_xdsl_builds():
    built = [
        (string_attr("conv/1:0"), StringAttr("conv/1:0")),
        (string_attr(""), StringAttr("")),
        (array_attr([StringAttr("a"), StringAttr("b")]), ArrayAttr([StringAttr("a"), StringAttr("b")])),
        (array_attr(iter([array_attr(())])), ArrayAttr([ArrayAttr(())])),
        (unchecked_data(BytesAttr, b"\x00\x01"), BytesAttr(b"\x00\x01")),
    ]
    for unchecked, checked in built:
        assert type(unchecked) is type(checked)
        assert unchecked == checked and checked == unchecked
        assert hash(unchecked) == hash(checked)
        assert str(unchecked) == str(checked)


def test_an_array_holds_a_tuple_as_xdsls_does():
    assert array_attr([string_attr("x")]).data == (StringAttr("x"),)
