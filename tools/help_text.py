"""What `ov-opt --help` lists after its options: ovopt's named pipelines, passes, frontends and
targets, read from the registry (an extension's included) with their one-line descriptions.
xDSL's generic passes and targets, which ov-opt also runs, are listed apart (`--help-xdsl`):
a converter user should find `ov-default` and `-t ir`, not riscv or wgsl."""

from __future__ import annotations

import textwrap
from collections.abc import Iterable

from ovopt import registry
from ovopt.registry.kinds import PHASES

NAME_WIDTH = 24
WIDTH = 100


def row(name: str, description: str) -> str:
    """`  name   description`, the description wrapped under itself."""
    indent = " " * (NAME_WIDTH + 2)
    lines = textwrap.wrap(description, WIDTH - len(indent), break_on_hyphens=False) or [""]
    first = f"  {name:<{NAME_WIDTH - 1}} {lines[0]}".rstrip()
    return "\n".join([first, *(indent + line for line in lines[1:])])


def ovopt_listing() -> str:
    pipelines = [row(name, pipeline.description) for name, pipeline in registry.PIPELINES.items()]
    transformations = sorted(registry.TRANSFORMATIONS.items(), key=lambda item: PHASES.index(item[1].phase))
    passes = [row(ident, f"[{t.phase}] {t.description}") for ident, t in transformations]
    frontends = [row(f".{name}", registry.FRONTENDS.description(name)) for name, _ in registry.FRONTENDS.items()]
    targets = [row(name, registry.TARGETS.description(name)) for name, _ in registry.TARGETS.items()]
    sections = [
        ("named pipelines (-p NAME, or -p 'NAME{option=value,...}'):", pipelines),
        ("passes (-p ID,ID,...), by phase:", passes),
        ("frontends (by the input's extension, or -f NAME):", frontends),
        ("targets (-t NAME):", targets),
    ]
    text = "\n\n".join("\n".join([title, *rows]) for title, rows in sections)
    return text + "\n\nxDSL's generic passes and targets, which ov-opt also runs: ov-opt --help-xdsl"


def xdsl_listing(passes: Iterable[str], targets: Iterable[str]) -> str:
    """The xDSL passes and targets that ovopt's registry did not add."""
    own_passes = {ident for ident, _ in registry.TRANSFORMATIONS.items()}
    own_targets = {name for name, _ in registry.TARGETS.items()}
    listed = [
        ("xDSL passes (-p):", sorted(set(passes) - own_passes)),
        ("xDSL targets (-t):", sorted(set(targets) - own_targets)),
    ]
    wrap = textwrap.TextWrapper(WIDTH, initial_indent="  ", subsequent_indent="  ", break_on_hyphens=False)
    return "\n\n".join(f"{title}\n{wrap.fill(', '.join(names))}" for title, names in listed)
