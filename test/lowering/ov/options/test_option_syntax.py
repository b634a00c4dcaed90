"""The converter options' syntax errors, one per way to misspell an item: each names the option
and the item and, where one form is meant, shows it."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import f16, i64

from ovopt.lowering.ov.options.syntax import (
    Dim,
    OptionError,
    parse_inputs,
    parse_layouts,
    parse_transforms,
    parse_values,
    split_top_level,
)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("x[1,2]],y", "--input: unbalanced ']' in 'x[1,2]],y'"),
        ("x[1,2", "--input: an unclosed bracket in 'x[1,2'"),
        ("x,,y", "--input: an empty item in 'x,,y'"),
        ("x[1]y", "--input: cannot read 'x[1]y'; write name[1,3,224,224]{f32} (each part optional)"),
        ("x->[a b]", "--input x->[a b]: cannot read the value '[a b]'; write x->[1 2 3] or x->0.5"),
        ("x->[]", "--input x->[]: cannot read the value '[]'; write x->[1 2 3] or x->0.5"),
        ("x[8..2]", "--input x[8..2]: the range 8..2 is empty"),
        ("x[1,a]", "--input x[1,a]: 'a' is not a dimension (a number, ?, -1 or a range like 1..8)"),
    ],
)
def test_input_errors(text: str, message: str) -> None:
    with pytest.raises(OptionError) as error:
        parse_inputs(text)
    assert str(error.value) == message


def test_input_ranges_and_frozen_values() -> None:
    """ovc's `1..8` (both bounds included), `..8`, `2..` and `x->[1 2 3]`."""
    (spec,) = parse_inputs("x[2..2,1..8,..8,3..,?]->[1 2.5]")
    assert spec.shape == (Dim(2, 2), Dim(1, 8), Dim(0, 8), Dim(3, None), Dim(0, None))
    assert [str(d) for d in spec.shape] == ["2", "1..8", "0..8", "3..", "?"]
    assert spec.value == (1.0, 2.5)


def test_mean_values_error() -> None:
    with pytest.raises(OptionError) as error:
        parse_values("x[1,2],y[b]", "--mean-values")
    assert str(error.value) == "--mean-values: cannot read 'y[b]'; write name[123.7,116.3,103.5] or [123.7,116.3,103.5]"


@pytest.mark.parametrize("layout", ["nc1", "ncc", "x(nchw->nhhw)"])
def test_layout_errors(layout: str) -> None:
    with pytest.raises(OptionError) as error:
        parse_layouts(layout, "--layout")
    assert str(error.value) == f"--layout: {layout!r} is not a layout (one letter per dimension, like nchw)"


def test_layouts_with_unnamed_dims() -> None:
    assert parse_layouts("x([n,?,?]->n??),y(nc)", "--layout") == {"x": ("N??", "N??"), "y": ("NC", None)}


def test_transform_argument_error() -> None:
    with pytest.raises(OptionError) as error:
        parse_transforms("LowLatency2[use_const_initializer]")
    assert (
        str(error.value) == "--transform LowLatency2: cannot read the argument 'use_const_initializer'; write key=value"
    )
    assert parse_transforms("LowLatency2[a=1; b=2 ],MakeStateful") == [
        ("LowLatency2", {"a": "1", "b": "2"}),
        ("MakeStateful", {}),
    ]


def test_items_split_outside_every_kind_of_bracket() -> None:
    assert split_top_level("x(a,b),y{c,d}, z[1,2]", "--x") == ["x(a,b)", "y{c,d}", "z[1,2]"]


def test_inputs_in_order_with_their_parts() -> None:
    """Model Optimizer's precision (FP16) and OpenVINO's name (i64) alike; `-1` is dynamic."""
    a, b, c = parse_inputs("a[1,3]{FP16},b{i64}->[1 2],c[-1 ,2]")
    assert (a.name, a.shape, a.element, a.value) == ("a", (Dim(1, 1), Dim(3, 3)), f16, None)
    assert (b.name, b.shape, b.element, b.value) == ("b", None, i64, (1.0, 2.0))
    assert (c.name, c.shape, c.element, c.value) == ("c", (Dim(0, None), Dim(2, 2)), None, None)


def test_unknown_element_type() -> None:
    with pytest.raises(OptionError) as error:
        parse_inputs("x{q8}")
    assert str(error.value).startswith("--input x{q8}: unknown element type 'q8' (OpenVINO's: u8, i8, ")


def test_values_by_input_and_for_every_input() -> None:
    """Square or round brackets, commas or spaces; no name: every input."""
    values = parse_values("x[1,2,3],y(4) , [5 6]", "--scale-values")
    assert values == {"x": (1.0, 2.0, 3.0), "y": (4.0,), None: (5.0, 6.0)}


def test_layout_without_a_name_and_a_bracketed_target() -> None:
    assert parse_layouts("nchw", "--layout") == {None: ("NCHW", None)}
    assert parse_layouts("x(NCHW->[N,H,W,C])", "--layout") == {"x": ("NCHW", "NHWC")}


def test_transform_name_error() -> None:
    with pytest.raises(OptionError) as error:
        parse_transforms("LowLatency2,,x")
    assert str(error.value).startswith("--transform: cannot read ',x'; write Name or Name[key=value;key=value]")
