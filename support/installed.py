"""The installed projects' versions and entry-point groups, read from their `.dist-info` folders
without importing importlib.metadata, so that `ov-opt --version` starts in a twentieth of a
second (issue 26's goal is 0.15 s; importing importlib.metadata alone takes 55-105 ms, its email
parser most of it).

A wheel records an installed project as a folder `{name}-{version}.dist-info` on sys.path (the
PyPA's "Recording installed projects"): the version is in the folder's name, the entry points
in its entry_points.txt. A setuptools build leaves a `{name}.egg-info` folder (in a source
tree: `pip install -e .`), its version in PKG-INFO. Whatever importlib.metadata would read
otherwise (an .egg, a zip on sys.path, a finder that lists distributions of its own) makes
`read_installed` answer None, and the caller asks importlib.metadata.
"""

from __future__ import annotations

import os
import sys

ENTRY_POINT_GROUP = "ovopt.extensions"  # where an installed package names an ovopt extension
DIST_INFO = ".dist-info"
EGG_INFO = ".egg-info"


class Installed:
    """What `read_installed` found (a plain class: importing dataclasses costs more than the
    reading)."""

    def __init__(self, versions: dict[str, str], groups: frozenset[str]):
        self.versions = versions  # by normalized name, of the first of its folders on sys.path
        self.groups = groups  # the entry-point groups some project names an entry point in


def normalized(name: str) -> str:
    """A project's name as its .dist-info folder spells it: lower case, runs of -_. as one _."""
    return "_".join(part for part in name.lower().replace("-", "_").replace(".", "_").split("_") if part)


def read_installed() -> Installed | None:
    """What the .dist-info and .egg-info folders on sys.path record; None where
    importlib.metadata could see more than them."""
    if any(hasattr(f, "find_distributions") and f.__name__ != "PathFinder" for f in map(_finder_class, sys.meta_path)):
        return None
    versions: dict[str, str] = {}
    groups: set[str] = set()
    for entry in sys.path:
        folder = entry or "."
        if os.path.isfile(folder) or folder.endswith(".egg"):  # a zip, or an egg's own folder
            return None
        try:
            names = os.listdir(folder)
        except OSError:  # a path entry that does not exist (importlib.metadata skips it too)
            continue
        for name in names:
            if name.endswith(".egg"):
                return None
            if name.endswith((DIST_INFO, EGG_INFO)):
                project, version = _project(folder, name)
                if version is None:
                    return None
                versions.setdefault(normalized(project), version)
                groups |= _groups(os.path.join(folder, name, "entry_points.txt"))
    return Installed(versions, frozenset(groups))


def _project(folder: str, name: str) -> tuple[str, str | None]:
    """The project a .dist-info or .egg-info folder records, and its version (None: unreadable)."""
    if name.endswith(DIST_INFO):
        project, _, version = name[: -len(DIST_INFO)].partition("-")
        return project, version or None
    project = name[: -len(EGG_INFO)].partition("-")[0]
    try:
        with open(os.path.join(folder, name, "PKG-INFO"), encoding="utf-8") as file:
            for line in file:
                if line.startswith("Version:"):
                    return project, line.partition(":")[2].strip() or None
                if not line.strip():  # the end of the headers
                    break
    except OSError:
        pass
    return project, None


def _finder_class(finder: object) -> type:
    return finder if isinstance(finder, type) else type(finder)


def _groups(path: str) -> set[str]:
    """The sections of an entry_points.txt that name at least one entry point."""
    try:
        with open(path, encoding="utf-8") as file:
            lines = [line.strip() for line in file]
    except OSError:  # a project without entry points
        return set()
    groups, section = set(), None
    for line in lines:
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
        elif section is not None and line and not line.startswith(("#", ";")):
            groups.add(section)
    return groups
