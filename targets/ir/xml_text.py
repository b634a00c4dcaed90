"""XML text spelled as lxml spells it (`etree.indent` with tabs, then `tostring` pretty-printed
in UTF-8), for the IR writer, which builds its text directly: an element tree of a 10k-layer
model cost more than everything else the writer does.

Attribute values escape `& < > "` and tab, newline and carriage return as character
references, as libxml2 does; characters XML 1.0 cannot carry at all (NUL, the other control
characters, U+FFFE and U+FFFF) raise `NotXmlText`, with lxml's own message.
"""

from __future__ import annotations

import re
from functools import cache

DECLARATION = "<?xml version='1.0' encoding='utf-8'?>\n"

_SPECIAL = re.compile('[&<>"\t\n\r\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]')
_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\t": "&#9;", "\n": "&#10;", "\r": "&#13;"}
_PLAIN_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-]*")
_NEVER_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


class NotXmlText(ValueError):
    """A string holds characters XML 1.0 cannot carry, even escaped."""

    def __init__(self) -> None:
        super().__init__("All strings must be XML compatible: Unicode or ASCII, no NULL bytes or control characters")


def quoted(value: str) -> str:
    """`value` as an attribute's value (between the double quotes)."""
    if _SPECIAL.search(value) is None:
        return value
    return _SPECIAL.sub(_escape, value)


def _escape(match: re.Match[str]) -> str:
    escaped = _ESCAPES.get(match.group())
    if escaped is None:
        raise NotXmlText
    return escaped


@cache
def attribute_name(name: str) -> str:
    """`name` as an attribute's name; lxml's ValueError for a name XML does not allow. Names
    other than plain ASCII ones are left to lxml, to be taken or refused as it does."""
    if _PLAIN_NAME.fullmatch(name):
        return name
    if _NEVER_XML.search(name):
        raise NotXmlText
    from lxml import etree  # only here: writing IR needs no lxml otherwise

    return etree.tostring(etree.Element("a", {name: ""}), encoding="utf-8").decode("utf-8")[3:-5]


def attributes(items: dict[str, str]) -> str:
    """` name="value"` for each item, in order."""
    return "".join(f' {attribute_name(name)}="{quoted(value)}"' for name, value in items.items())


def element(depth: int, tag: str, attrs: str = "", children: str = "") -> str:
    """A whole element at `depth` (tabs), its children's lines already indented one deeper."""
    indent = "\t" * depth
    if not children:
        return f"{indent}<{tag}{attrs}/>\n"
    return f"{indent}<{tag}{attrs}>\n{children}{indent}</{tag}>\n"
