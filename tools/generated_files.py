"""What every generator of a checked-in file shares: its command line (write the file, or
`--check` that the one on disk is what it would write) and the naming of an op's fields."""

from __future__ import annotations

import argparse
import keyword
import sys
from collections.abc import Callable, Iterable
from pathlib import Path


def write_or_check(files: dict[Path, str], check: bool, module: str) -> int:
    """Write each file, or with `check` name those that differ from `files` (exit status 1)."""
    stale = 0
    for path, text in files.items():
        if check:
            if not path.exists() or path.read_text() != text:
                print(f"{path} is out of date: run python -m {module}", file=sys.stderr)
                stale = 1
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        print(f"wrote {path}")
    return stale


def generator_main(argv: list[str] | None, doc: str, output: Path, generate: Callable[[], str], module: str) -> int:
    """The command line of a generator of one file (`-o` writes it elsewhere)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, default=output)
    parser.add_argument("--check", action="store_true", help="exit 1 if the file is not what the generator writes")
    args = parser.parse_args(argv)
    return write_or_check({args.output: generate()}, args.check, module)


def field_name(name: str, taken: set[str], reserved: Iterable[str]) -> str:
    """A Python field for an op's operand or attribute `name`: underscores added until it is no
    keyword, no name the op class already has (`reserved`, IRDLOperation's) and not `taken`."""
    from xdsl.irdl import IRDLOperation

    field = name
    while keyword.iskeyword(field) or field in reserved or hasattr(IRDLOperation, field) or field in taken:
        field += "_"
    taken.add(field)
    return field
