"""A normal install (`pip install .`, a wheel) must hold every module: setup.py installs each
package folder, and a folder of modules without an `__init__.py` is not a package, so it would
be left out while an editable install still finds it. `.ci/check-wheel` installs a real wheel."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOT_INSTALLED = {"test", "build", "benchmarks", "examples", "docs"}


def installed_folders() -> list[Path]:
    """The folders under the package root whose modules ship with ovopt."""
    return [
        folder
        for folder in [ROOT, *(p for p in ROOT.rglob("*") if p.is_dir())]
        if not any(part.startswith((".", "_")) or part in NOT_INSTALLED for part in folder.relative_to(ROOT).parts)
        and "egg-info" not in folder.name
    ]


def test_every_folder_of_modules_is_a_package():
    missing = [
        str(folder.relative_to(ROOT))
        for folder in installed_folders()
        if any(folder.glob("*.py")) and not (folder / "__init__.py").is_file()
    ]
    assert missing == [], f"these folders hold modules but no __init__.py, so a wheel leaves them out: {missing}"


def test_setup_excludes_what_the_test_skips():
    text = (ROOT / "setup.py").read_text()
    for name in NOT_INSTALLED:
        assert f'"{name}"' in text
