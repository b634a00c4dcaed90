"""The OpenVINO IR target: `model.xml` + `model.bin`, written so that either both are complete
or neither is left behind."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import DiagnosticException
from xdsl.utils.target import Target

from ovopt.support.functions import EdgeFunction, edge_functions
from ovopt.targets.files import write_all_or_none
from ovopt.targets.ir.writer import IrEmitError, IrWriter

__all__ = ["IrEmitError", "IrTarget", "IrWriter", "edge_path", "write_ir_files"]


def write_ir_files(
    module: ModuleOp,
    xml_path: str | os.PathLike,
    bin_path: str | os.PathLike | None = None,
    rt_info: dict | None = None,
) -> list[Path]:
    """Write the IR of `module` to xml_path and bin_path (default: the .xml's name with .bin), and
    each pre/post-processing function beside them (`edge_paths`); all the files or none. The
    paths written, main pair first."""
    xml_path = Path(xml_path)
    bin_path = Path(bin_path) if bin_path is not None else xml_path.with_suffix(".bin")
    writer = IrWriter(module, model_name=xml_path.stem, rt_info=rt_info)
    files = [(bin_path, writer.weights.stream()), (xml_path, [writer.write()])]
    for edge in edge_functions(module):
        edge_xml = edge_path(xml_path, edge)
        edge_writer = IrWriter(module, model_name=edge_xml.stem, rt_info=rt_info, function=edge.function)
        files += [(edge_xml.with_suffix(".bin"), edge_writer.weights.stream()), (edge_xml, [edge_writer.write()])]
    write_all_or_none(files)
    return [path for path, _ in files]


def edge_path(xml_path: Path, edge: EdgeFunction) -> Path:
    """`OUT.pre.<input>.xml` / `OUT.post.<output>.xml` beside `OUT.xml`; the tensor name keeps
    letters, digits, `.`, `_` and `-` (anything else, path separators first, becomes `_`)."""
    safe = re.sub(r"[^A-Za-z0-9._-]", "_", edge.tensor).strip(".") or "_"
    return xml_path.with_name(f"{xml_path.stem}.{edge.kind}.{safe}.xml")


@dataclass(frozen=True)
class IrTarget(Target):
    """`-t ir`: the XML goes to the output; the weights to `bin-path` (ov-opt sets it from -o)."""

    name = "ir"
    bin_path: str = ""

    def emit(self, ctx: Context, module: ModuleOp, output: IO[str]) -> None:
        if not self.bin_path:
            raise DiagnosticException("the ir target needs -o OUT.xml (or ir{bin-path=OUT.bin})")
        writer = IrWriter(module, model_name=Path(self.bin_path).stem)
        xml = writer.write()
        write_all_or_none([(Path(self.bin_path), writer.weights.stream())])
        output.write(xml.decode("utf-8"))
