"""Hostile and broken OpenVINO IR (model.xml + model.bin), made from the IR ov-opt writes for
the models of fuzz_inputs.py: one generator per kind, as there.

These kinds run when the `.xml` frontend (frontends/ir) is registered.
"""

from __future__ import annotations

import contextlib
import functools
import io
import os
import random
import re
import tempfile
from collections.abc import Callable
from pathlib import Path

from fuzz_inputs import BAD_NAMES, HUGE, NEGATIVE, small_models

from ovopt import registry


def ir_reader_present() -> bool:
    return "xml" in registry.FRONTENDS


@functools.cache
def _base_irs() -> list[tuple[bytes, bytes]]:
    """(XML, BIN) of each base model ov-opt converts (If has no lowering yet), as it writes them."""
    from ovopt.tools.ov_opt import main

    pairs = []
    with tempfile.TemporaryDirectory(prefix="ovopt-fuzz-ir-") as folder:
        for index, model in enumerate(small_models()):
            source = Path(folder) / f"base{index}.onnx"
            source.write_bytes(model.SerializeToString())
            xml = Path(folder) / f"base{index}.xml"
            with contextlib.redirect_stderr(io.StringIO()):
                if main([str(source), "-t", "ir", "-o", str(xml)]) == 0:
                    pairs.append((xml.read_bytes(), xml.with_suffix(".bin").read_bytes()))
    assert pairs, "no base model converts"
    return pairs


def _base(rng: random.Random) -> tuple[str, bytes]:
    xml, weights = rng.choice(_base_irs())
    return xml.decode("utf-8"), weights


def _save(folder: Path, xml: str | bytes, weights: bytes | None) -> Path:
    path = folder / "model.xml"
    path.write_bytes(xml.encode("utf-8") if isinstance(xml, str) else xml)
    if weights is not None:
        path.with_suffix(".bin").write_bytes(weights)
    return path


def _sub_random(rng: random.Random, pattern: str, text: str, replace: Callable[[re.Match], str]) -> str:
    """`text` with one match of `pattern`, chosen at random, replaced."""
    matches = list(re.finditer(pattern, text))
    if not matches:
        return text
    match = rng.choice(matches)
    return text[: match.start()] + replace(match) + text[match.end() :]


def entity_expansion(rng: random.Random, folder: Path) -> Path:
    """XML bombs and external entities, in every place a DTD can hide."""
    xml, weights = _base(rng)
    body = xml.split("?>", 1)[1]
    case = rng.randrange(6)
    if case == 0:  # billion laughs
        entities = '<!ENTITY l0 "lol">' + "".join(f'<!ENTITY l{i} "{f"&l{i - 1};" * 10}">' for i in range(1, 10))
        dtd = f"<!DOCTYPE net [{entities}]>"
        body = body.replace('name="', 'name="&l9;', 1)
    elif case == 1:  # an external entity: a local file's text
        dtd = '<!DOCTYPE net [<!ENTITY secret SYSTEM "file:///etc/passwd">]>'
        body = body.replace('name="', 'name="&secret;', 1)
    elif case == 2:  # a parameter entity fetching a DTD over the network
        dtd = '<!DOCTYPE net [<!ENTITY % remote SYSTEM "http://127.0.0.1:9/evil.dtd"> %remote;]>'
    elif case == 3:  # XInclude
        dtd = ""
        body = body.replace(
            "<layers>",
            '<layers><xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="/etc/passwd" parse="text"/>',
            1,
        )
    elif case == 4:  # the DTD in UTF-16, where a byte search for <!DOCTYPE misses it
        text = '<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE net [<!ENTITY x "y">]>' + body
        return _save(folder, text.encode("utf-16"), weights)
    else:  # a quadratic blow-up: one large entity used many times
        dtd = f'<!DOCTYPE net [<!ENTITY big "{"x" * 100_000}">]>'
        body = body.replace('name="', 'name="' + "&big;" * 1000, 1)
    return _save(folder, '<?xml version="1.0"?>' + dtd + body, weights)


def huge_attributes(rng: random.Random, folder: Path) -> Path:
    """Attribute values out of every range: numbers, dimensions, ids, lengths, names."""
    xml, weights = _base(rng)
    value = rng.choice(
        [*map(str, HUGE), *map(str, NEGATIVE), "1e400", "nan", "", "x" * 1_000_000, "1,2,", "?..?", "-0", "0x10"]
    )
    case = rng.randrange(5)
    if case == 0:  # any attribute of a layer's <data>
        xml = _sub_random(rng, r'(<data [^>]*?\b\w+=")([^"]*)(")', xml, lambda m: m.group(1) + value + m.group(3))
    elif case == 1:  # a port dimension
        xml = _sub_random(rng, r"<dim>[^<]*</dim>", xml, lambda m: f"<dim>{value}</dim>")
    elif case == 2:  # a layer or port id, or an edge end
        xml = _sub_random(rng, r'\b(id|from-layer|to-port)="[^"]*"', xml, lambda m: f'{m.group(1)}="{value}"')
    elif case == 3:  # a name
        name = rng.choice(BAD_NAMES).replace("\x00", "&#0;").replace("<", "&lt;")
        xml = _sub_random(rng, r'\b(name|names)="[^"]*"', xml, lambda m: f'{m.group(1)}="{name}"')
    else:  # the element type or version
        xml = _sub_random(
            rng, r'\b(element_type|precision|version|type)="[^"]*"', xml, lambda m: f'{m.group(1)}="{value[:40]}"'
        )
    return _save(folder, xml, weights)


def bin_offsets(rng: random.Random, folder: Path) -> Path:
    """Const slices beyond the .bin, and .bin files missing, short, empty or not files."""
    xml, weights = _base(rng)
    case = rng.randrange(7)
    if case == 0:
        value = rng.choice([len(weights), len(weights) + 1, 2**63, 2**64 + 1, -1, -(2**63)])
        xml = _sub_random(rng, r'\boffset="[^"]*"', xml, lambda m: f'offset="{value}"')
    elif case == 1:
        value = rng.choice([0, 1, len(weights) + 1, 2**62, -4])
        xml = _sub_random(rng, r'\bsize="[^"]*"', xml, lambda m: f'size="{value}"')
    elif case == 2:
        return _save(folder, xml, None)  # no .bin
    elif case == 3:
        return _save(folder, xml, weights[: rng.randrange(len(weights))])
    elif case == 4:
        path = _save(folder, xml, None)
        path.with_suffix(".bin").mkdir()
        return path
    elif case == 5:
        path = _save(folder, xml, None)
        os.mkfifo(path.with_suffix(".bin"))  # opening a pipe waits for a writer
        return path
    else:
        path = _save(folder, xml, None)
        os.symlink("/dev/zero", path.with_suffix(".bin"))
        return path
    return _save(folder, xml, weights)


def structure(rng: random.Random, folder: Path) -> Path:
    """Truncated or bit-flipped XML, and edges cut, doubled or turned into cycles."""
    xml, weights = _base(rng)
    case = rng.randrange(5)
    if case == 0:
        data = xml.encode("utf-8")
        return _save(folder, data[: rng.randrange(len(data))], weights)
    if case == 1:
        data = bytearray(xml.encode("utf-8"))
        for _ in range(rng.choice([1, 4, 16])):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        return _save(folder, bytes(data), weights)
    edges = re.findall(r"<edge [^>]*/>", xml)
    edge = rng.choice(edges)
    if case == 2:
        xml = xml.replace(edge, "", 1)
    elif case == 3:
        xml = xml.replace(edge, edge + edge, 1)
    else:  # from a later layer back into an earlier one
        source = re.search(r'from-layer="(\d+)"', edge).group(1)
        later = rng.choice(edges)
        target = re.search(r'to-layer="(\d+)" to-port="(\d+)"', later)
        back = f'<edge from-layer="{target.group(1)}" from-port="0" to-layer="{source}" to-port="0"/>'
        xml = xml.replace(edge, back, 1)
    return _save(folder, xml, weights)


IR_KINDS: dict[str, Callable[[random.Random, Path], Path]] = {
    "ir-entity-expansion": entity_expansion,
    "ir-huge-attributes": huge_attributes,
    "ir-bin-offsets": bin_offsets,
    "ir-structure": structure,
}
