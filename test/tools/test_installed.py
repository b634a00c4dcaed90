"""support/installed.py reads what importlib.metadata reads (the versions of every installed
project, the entry-point groups they name), and declines where it could read less, so that
`ov-opt --version` can answer without importing importlib.metadata."""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys

import pytest

from ovopt.support.installed import ENTRY_POINT_GROUP, normalized, read_installed


def test_it_reads_what_importlib_metadata_reads():
    installed = read_installed()
    assert installed is not None
    by_name = {}
    for distribution in importlib.metadata.distributions():  # the first of a name wins, as here
        by_name.setdefault(normalized(distribution.metadata["Name"]), distribution.version)
    assert installed.versions == by_name and "xdsl" in by_name
    groups = {entry.group for distribution in importlib.metadata.distributions() for entry in distribution.entry_points}
    assert installed.groups == groups and "console_scripts" in groups


def test_names_are_normalized_as_dist_info_folders_spell_them():
    assert normalized("Typing.Extensions") == normalized("typing--extensions") == "typing_extensions"


def installed_on_path(monkeypatch, tmp_path, folder: str, files: dict[str, str]):
    info = tmp_path / folder
    info.mkdir()
    for name, text in files.items():
        (info / name).write_text(text)
    monkeypatch.syspath_prepend(str(tmp_path))
    return read_installed()


def test_an_installed_extension_names_its_group(monkeypatch, tmp_path):
    installed = installed_on_path(
        monkeypatch, tmp_path, "my_ext-2.0.dist-info", {"entry_points.txt": f"[{ENTRY_POINT_GROUP}]\nmine = my_ext\n"}
    )
    assert ENTRY_POINT_GROUP in installed.groups and installed.versions["my_ext"] == "2.0"


def test_a_group_without_entry_points_is_not_named(monkeypatch, tmp_path):
    text = f"[{ENTRY_POINT_GROUP}]\n# nothing yet\n\n[console_scripts]\nmy-tool = my_ext:main\n"
    installed = installed_on_path(monkeypatch, tmp_path, "my_ext-2.0.dist-info", {"entry_points.txt": text})
    assert ENTRY_POINT_GROUP not in installed.groups and "console_scripts" in installed.groups


def test_an_egg_info_folder_gives_the_version_its_pkg_info_holds(monkeypatch, tmp_path):
    pkg_info = "Metadata-Version: 2.1\nName: my-egg\nVersion: 3.1.4\n\nVersion: not this one\n"
    installed = installed_on_path(monkeypatch, tmp_path, "my_egg.egg-info", {"PKG-INFO": pkg_info})
    assert installed.versions["my_egg"] == "3.1.4"


@pytest.mark.parametrize(("folder", "files"), [("old.egg", {}), ("broken.egg-info", {}), ("no_version-.dist-info", {})])
def test_what_it_cannot_read_is_left_to_importlib_metadata(monkeypatch, tmp_path, folder, files):
    assert installed_on_path(monkeypatch, tmp_path, folder, files) is None


def test_a_zip_on_the_path_is_left_to_importlib_metadata(monkeypatch, tmp_path):
    (tmp_path / "packages.zip").write_bytes(b"PK\x05\x06" + bytes(18))
    monkeypatch.syspath_prepend(str(tmp_path / "packages.zip"))
    assert read_installed() is None


def test_an_egg_on_the_path_is_left_to_importlib_metadata(monkeypatch, tmp_path):
    """importlib.metadata reads the EGG-INFO folder of an .egg folder on sys.path."""
    (tmp_path / "old-1.0.egg" / "EGG-INFO").mkdir(parents=True)
    (tmp_path / "old-1.0.egg" / "EGG-INFO" / "PKG-INFO").write_text("Name: old\nVersion: 1.0\n")
    monkeypatch.syspath_prepend(str(tmp_path / "old-1.0.egg"))
    assert read_installed() is None


@pytest.mark.parametrize("kind", ["extension", "egg"])
def test_version_takes_the_drivers_path_when_it_must(tmp_path, kind):
    """With an installed extension the driver loads it first (here it fails to load, and says
    so); with an .egg on the path importlib.metadata reads it: the line is the driver's."""
    if kind == "extension":
        info = tmp_path / "my_ext-1.0.dist-info"
        info.mkdir()
        (info / "entry_points.txt").write_text(f"[{ENTRY_POINT_GROUP}]\nmine = my_missing_module\n")
    else:
        (tmp_path / "old.egg").mkdir()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")])}
    command = [sys.executable, "-X", "importtime", "-m", "ovopt.tools.ov_opt", "--version"]
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120, check=False)
    assert "ovopt.tools.driver" in result.stderr  # -X importtime lists it
    if kind == "extension":
        assert result.returncode == 1 and "my_missing_module" in result.stderr
    else:
        assert result.returncode == 0 and result.stdout.startswith("ov-opt ")
