"""The syntax of the converter options, as ovc and Model Optimizer spell them.

--input      x[1,3,224,224]{f32},y[1..8,?]   name, shape (`?` or -1 dynamic, `1..8` a range),
                                              element type; each part optional. The name may be
                                              any tensor's, `node:port` (an output of a node) or
                                              `port:node` (an input of a node): the model is cut
                                              there. `x->[1 2 3]` freezes x to those values.
--mean-values x[123.7,116.3,103.5]            per input; one input: `[123.7,116.3,103.5]`
--layout     x(nchw->nhwc),y(nc)              source layout -> target layout; one input: `nchw`
--transform  LowLatency2[use_const_initializer=False],MakeStateful[param_res_names={'a':'b'}]
                                              transformations, each with key=value arguments
                                              separated by `;`
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xdsl.ir import Attribute
from xdsl.utils.exceptions import DiagnosticException

from ovopt.support import elements


class OptionError(DiagnosticException):
    """A converter option's value is wrong, or names what the model does not have."""


@dataclass(frozen=True)
class Dim:
    """One dimension: `low == high` static, `high is None` unbounded above."""

    low: int = 0
    high: int | None = None

    @property
    def static(self) -> int | None:
        return self.low if self.low == self.high else None

    def __str__(self) -> str:
        if self.static is not None:
            return str(self.static)
        if self.low == 0 and self.high is None:
            return "?"
        return f"{self.low}..{'' if self.high is None else self.high}"


@dataclass(frozen=True)
class InputSpec:
    """One item of --input: any of name, shape, element type, and a value it is frozen to."""

    name: str | None
    shape: tuple[Dim, ...] | None
    element: Attribute | None
    value: tuple[float, ...] | None = None


def split_top_level(text: str, what: str) -> list[str]:
    """Split on the commas outside brackets: `x[1,2],y` -> `x[1,2]`, `y`."""
    items, depth, start = [], 0, 0
    for index, char in enumerate(text):
        if char in "[{(":
            depth += 1
        elif char in "]})":
            depth -= 1
            if depth < 0:
                raise OptionError(f"{what}: unbalanced '{char}' in {text!r}")
        elif char == "," and depth == 0:
            items.append(text[start:index].strip())
            start = index + 1
    if depth:
        raise OptionError(f"{what}: an unclosed bracket in {text!r}")
    items.append(text[start:].strip())
    if any(not item for item in items):
        raise OptionError(f"{what}: an empty item in {text!r}")
    return items


_INPUT = re.compile(
    r"^(?P<name>[^\[\]{}]*?)\s*(\[(?P<shape>[^\]]*)\])?\s*(\{(?P<type>[^}]*)\})?\s*(->\s*(?P<value>.+?))?$"
)


def parse_inputs(text: str) -> list[InputSpec]:
    """--input's items, in order."""
    specs = []
    for item in split_top_level(text, "--input"):
        match = _INPUT.match(item)
        if match is None:
            raise OptionError(f"--input: cannot read {item!r}; write name[1,3,224,224]{{f32}} (each part optional)")
        shape = match["shape"]
        specs.append(
            InputSpec(
                match["name"] or None,
                None if shape is None else parse_shape(shape, item),
                None if match["type"] is None else parse_element(match["type"].strip(), item),
                None if match["value"] is None else _frozen_value(match["value"], item),
            )
        )
    return specs


def _frozen_value(text: str, item: str) -> tuple[float, ...]:
    """`[1 2 3]`, `[1,2,3]` or `0.5`: the numbers an input is frozen to."""
    numbers = [p for p in re.split(r"[,\s]+", text.strip().strip("[]")) if p]
    try:
        values = tuple(float(n) for n in numbers)
    except ValueError:
        values = ()
    if not values:
        raise OptionError(f"--input {item}: cannot read the value {text!r}; write x->[1 2 3] or x->0.5")
    return values


def parse_shape(text: str, item: str) -> tuple[Dim, ...]:
    dims = []
    for part in (p for p in re.split(r"[,\s]+", text.strip()) if p):
        if part in ("?", "-1"):
            dims.append(Dim())
        elif re.fullmatch(r"\d+", part):
            dims.append(Dim(int(part), int(part)))
        elif match := re.fullmatch(r"(\d*)\.\.(\d*)", part):
            low, high = int(match[1] or 0), int(match[2]) if match[2] else None
            if high is not None and high < low:
                raise OptionError(f"--input {item}: the range {part} is empty")
            dims.append(Dim(low, high))
        else:
            raise OptionError(f"--input {item}: {part!r} is not a dimension (a number, ?, -1 or a range like 1..8)")
    return tuple(dims)


def _openvino_elements() -> dict[str, Attribute]:
    """OpenVINO's element type names (`f32`) and Model Optimizer's precisions (`FP32`)."""
    kinds = [k for k in map(elements.from_onnx_code, range(1, 32)) if k is not None and k.ov]
    return {**{k.ov_precision.lower(): k.mlir for k in kinds}, **{k.ov: k.mlir for k in kinds}}


def parse_element(text: str, item: str) -> Attribute:
    known = _openvino_elements()
    if text.lower() not in known:
        names = ", ".join(n for n in known if n.islower() and not n.startswith(("fp", "bool")))
        raise OptionError(f"--input {item}: unknown element type {text!r} (OpenVINO's: {names})")
    return known[text.lower()]


_VALUES = re.compile(r"^(?P<name>[^\[\]()]*?)\s*[\[(](?P<values>[^\])]*)[\])]$")


def parse_values(text: str, option: str) -> dict[str | None, tuple[float, ...]]:
    """`x[1,2,3],y[4]` -> {'x': (1, 2, 3), 'y': (4,)}; `[1,2,3]` -> {None: (1, 2, 3)}."""
    values: dict[str | None, tuple[float, ...]] = {}
    for item in split_top_level(text, option):
        match = _VALUES.match(item)
        numbers = [p for p in re.split(r"[,\s]+", match["values"].strip()) if p] if match else []
        try:
            parsed = tuple(float(n) for n in numbers)
        except ValueError:
            parsed = ()
        if not parsed:
            raise OptionError(f"{option}: cannot read {item!r}; write name[123.7,116.3,103.5] or [123.7,116.3,103.5]")
        values[match["name"] or None] = parsed
    return values


_LAYOUT = re.compile(r"^(?P<name>[^()]*?)\s*\((?P<layout>[^)]*)\)$")


def parse_layouts(text: str, option: str) -> dict[str | None, tuple[str, str | None]]:
    """`x(nchw->nhwc),y(nc)` -> {'x': ('NCHW', 'NHWC'), 'y': ('NC', None)}; `nchw` -> {None: ...}."""
    layouts: dict[str | None, tuple[str, str | None]] = {}
    for item in split_top_level(text, option):
        match = _LAYOUT.match(item)
        name, body = (match["name"] or None, match["layout"]) if match else (None, item)
        source, _, target = body.partition("->")
        layouts[name] = (parse_layout(source, option, item), parse_layout(target, option, item) if target else None)
    return layouts


def parse_layout(text: str, option: str, item: str) -> str:
    """`nchw`, `NCHW` or `[N,C,H,W]` -> `NCHW` (letters; `?` for an unnamed dimension)."""
    letters = re.sub(r"[\[\],\s]", "", text).upper()
    if not re.fullmatch(r"[A-Z?]+", letters) or len(set(letters.replace("?", ""))) != len(letters.replace("?", "")):
        raise OptionError(f"{option}: {item!r} is not a layout (one letter per dimension, like nchw)")
    return letters


_TRANSFORM = re.compile(r"([A-Za-z0-9]+)(?:\[([^\]]+)\])?(,|$)")
_ARGUMENT = re.compile(r"^([_a-zA-Z]+)=(.+)$")


def parse_transforms(text: str) -> list[tuple[str, dict[str, str]]]:
    """`LowLatency2[use_const_initializer=False],MakeStateful[param_res_names={'a':'b'}]` ->
    [('LowLatency2', {'use_const_initializer': 'False'}), ('MakeStateful', {...})], read as
    Model Optimizer reads --transform (names, then `[key=value;key=value]`)."""
    transforms: list[tuple[str, dict[str, str]]] = []
    position = 0
    text = text.strip()
    while position < len(text):
        match = _TRANSFORM.match(text, position)
        if match is None or match.end() == position:
            raise OptionError(
                f"--transform: cannot read {text[position:]!r}; write Name or Name[key=value;key=value], "
                "comma-separated (LowLatency2[use_const_initializer=False])"
            )
        name, arguments = match[1], {}
        for argument in (match[2] or "").split(";") if match[2] else []:
            pair = _ARGUMENT.match(argument.strip())
            if pair is None:
                raise OptionError(f"--transform {name}: cannot read the argument {argument!r}; write key=value")
            arguments[pair[1]] = pair[2].strip()
        transforms.append((name, arguments))
        position = match.end()
    return transforms


def layout_text(layout: str) -> str:
    """`NCHW` as OpenVINO's rt_info writes it: `[N,C,H,W]`."""
    return "[" + ",".join(layout) + "]"
