"""Compare ovopt's IR of a model with ovc's: layers by type and the tensor names on ports.

    python -m ovopt.tools.compare_ir model.onnx [more.onnx ...]

For each model it converts with ov-opt (`-p ov-default -t ir`) and with OpenVINO's own
converter (`openvino.convert_model`, weights kept f32 as ov-opt keeps them), then prints the
layer counts, the tensor-name counts and the names ovc's IR has and ovopt's lacks.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from lxml import etree

_NAME_SEPARATOR = re.compile(r"(?<!\\),")


def layer_types(xml: Path) -> Counter[str]:
    """How many layers of each type the IR has (Parameter, Const and Result included)."""
    return Counter(layer.get("type") for layer in _parse(xml).iter("layer"))


def tensor_names(xml: Path) -> set[str]:
    """Every tensor name on an output port of the IR."""
    names: set[str] = set()
    for port in _parse(xml).iterfind("layers/layer/output/port"):
        spelled = port.get("names")
        if spelled:
            names |= {name.replace("\\,", ",") for name in _NAME_SEPARATOR.split(spelled)}
    return names


def _parse(xml: Path) -> etree._ElementTree:
    return etree.parse(str(xml), etree.XMLParser(resolve_entities=False, no_network=True))


def convert_with_ovc(model: Path, xml: Path) -> Path:
    """ovc's IR of `model`, weights as f32 (ovc's default compresses them to f16)."""
    import openvino

    openvino.save_model(openvino.convert_model(str(model)), str(xml), compress_to_fp16=False)
    return xml


def convert_with_ovopt(model: Path, xml: Path) -> Path:
    from ovopt.tools.ov_opt import main

    if main([str(model), "--pass-pipeline=ov-default", "-t", "ir", "-o", str(xml)]) != 0:
        raise RuntimeError(f"ov-opt could not convert {model}")
    return xml


@dataclass
class Comparison:
    model: str
    layers: tuple[int, int]  # ovopt, ovc
    names: tuple[int, int]
    missing_names: set[str]  # in ovc's IR, not in ovopt's

    def row(self) -> str:
        missing = ", ".join(sorted(self.missing_names)[:5]) + (" ..." if len(self.missing_names) > 5 else "")
        return (
            f"| {self.model} | {self.layers[0]} | {self.layers[1]} | {self.names[0]} | {self.names[1]} "
            f"| {len(self.missing_names)} {missing} |"
        )


def compare(model: Path, directory: Path) -> Comparison:
    ours = convert_with_ovopt(model, directory / "ovopt.xml")
    theirs = convert_with_ovc(model, directory / "ovc.xml")
    our_names, their_names = tensor_names(ours), tensor_names(theirs)
    return Comparison(
        model.stem,
        (sum(layer_types(ours).values()), sum(layer_types(theirs).values())),
        (len(our_names), len(their_names)),
        their_names - our_names,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("models", nargs="+", type=Path)
    args = parser.parse_args(argv)
    print("| model | layers ovopt | layers ovc | names ovopt | names ovc | ovc names ovopt lacks |")
    print("| --- | --- | --- | --- | --- | --- |")
    for model in args.models:
        with tempfile.TemporaryDirectory() as scratch:
            print(compare(model, Path(scratch)).row(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
