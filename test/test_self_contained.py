"""The repository stands on its own: no tracked file points into a folder that exists only beside
one team's checkout (its harness and reference notes). A reader of a clone must be able to follow
every reference, and `make bench` and `make conformance` must run from the clone alone."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Spelled in pieces, so that this file does not name the folder it looks for.
SIBLING = "/".join(("..", "shared"))
TEAM_FOLDERS = (SIBLING, "shared/" + "harness", "shared/" + "reference")


def tracked_files() -> list[Path]:
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    return [ROOT / name for name in listed.decode().split("\0") if name]


def mentions(data: bytes) -> list[int]:
    """The numbers of the lines of `data` that name a team folder."""
    needles = [n.encode() for n in TEAM_FOLDERS]
    return [i for i, line in enumerate(data.splitlines(), 1) if any(n in line for n in needles)]


def test_no_tracked_file_points_into_a_team_folder_beside_the_clone():
    found = []
    for path in tracked_files():
        if path.is_file():  # not one deleted in the working tree
            lines = path.read_bytes().splitlines()
            for i in mentions(path.read_bytes()):
                found.append(f"{path.relative_to(ROOT)}:{i}: {lines[i - 1][:100].decode('utf-8', 'replace')}")
    assert found == [], "cite the public source instead (docs/gna.md, Sources):\n" + "\n".join(found)


def test_a_mention_is_found_wherever_it_is():
    text = f"first line\nsee {SIBLING}/reference/gna.md, section 3\nthe harness in shared/{'harness'}/\nlast\n"
    assert mentions(text.encode()) == [2, 3]
    assert mentions(b"shared helpers in lowering/values.py") == []
