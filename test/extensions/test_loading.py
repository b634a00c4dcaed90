"""How extensions load (a file, a folder, a module, an installed package's entry point) and
how the registry answers misuse: one line naming both registrations, never a traceback."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from ovopt import registry
from ovopt.registry import RegistryError, Transformation
from ovopt.tools.ov_opt import main

pytestmark = pytest.mark.usefixtures("isolated_registry")

EXTENSION = """
from ovopt.lowering.transformations import module_transformation

@module_transformation("{ident}", phase="middle")
def noop(module):
    '''Does nothing, visibly.'''
"""


def write_extension(path: Path, ident: str) -> Path:
    path.write_text(EXTENSION.format(ident=ident))
    return path


def printed_pipeline(capsys, *args: str) -> str:
    assert main([*args, "--print-pipeline", "-p", "ov-default"]) == 0
    return capsys.readouterr().out


def test_a_file(tmp_path, capsys):
    path = write_extension(tmp_path / "one.py", "example-from-file")
    assert "example-from-file" in printed_pipeline(capsys, "--extensions", str(path))


def test_a_folder_loads_every_file(tmp_path, capsys):
    write_extension(tmp_path / "a.py", "example-a")
    write_extension(tmp_path / "b.py", "example-b")
    out = printed_pipeline(capsys, "--extensions", str(tmp_path))
    assert "example-a" in out and "example-b" in out


def test_a_module_name(tmp_path, capsys, monkeypatch):
    write_extension(tmp_path / "example_module_ext.py", "example-from-module")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert "example-from-module" in printed_pipeline(capsys, "--extensions", "example_module_ext")


def test_an_installed_package_through_its_entry_point(tmp_path):
    """The real route: importlib.metadata finds the entry point of a distribution on the path."""
    package = tmp_path / "example_installed"
    package.mkdir()
    write_extension(package / "__init__.py", "example-installed")
    info = tmp_path / "example_installed-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: example-installed\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text("[ovopt.extensions]\nexample = example_installed\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")])}
    command = [sys.executable, "-m", "ovopt.tools.ov_opt", "--print-pipeline", "-p", "ov-default"]
    result = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    assert result.returncode == 0, result.stderr
    assert "example-installed" in result.stdout


def run(capsys, *args: str) -> tuple[int, str]:
    code = main(list(args))
    return code, capsys.readouterr().err


def test_an_extension_that_fails_to_load(tmp_path, capsys):
    path = tmp_path / "broken.py"
    path.write_text("raise RuntimeError('no GPU here')\n")
    code, err = run(capsys, "--extensions", str(path), "--print-pipeline")
    assert code == 1
    assert err == f"ov-opt: error: extension {path} failed to load: RuntimeError: no GPU here\n"


def test_a_missing_extension_file(tmp_path, capsys):
    code, err = run(capsys, "--extensions", str(tmp_path / "nope.py"), "--print-pipeline")
    assert (code, err) == (1, f"ov-opt: error: extension {tmp_path / 'nope.py'}: no such file\n")


def test_a_clash_with_a_builtin_names_both(tmp_path, capsys):
    path = write_extension(tmp_path / "clash.py", "dce")
    code, err = run(capsys, "--extensions", str(path), "--print-pipeline")
    assert code == 1
    assert err == (
        f"ov-opt: error: transformation 'dce' is registered twice: by ovopt and by extension {path}; "
        "pass override=True to replace it\n"
    )


def test_two_extensions_clash_with_each_other(tmp_path, capsys):
    first = write_extension(tmp_path / "first.py", "example-twice")
    second = write_extension(tmp_path / "second.py", "example-twice")
    code, err = run(capsys, "--extensions", str(first), "--extensions", str(second), "--print-pipeline")
    assert code == 1
    assert f"by extension {first} and by extension {second}" in err


def test_override_replaces_a_builtin_on_purpose(tmp_path, capsys):
    path = tmp_path / "replace.py"
    path.write_text(
        textwrap.dedent(
            """
            from ovopt.lowering.transformations import module_transformation

            @module_transformation("ov-fold-constants", phase="back", override=True)
            def no_folding(module):
                '''Keeps every constant subgraph.'''
            """
        )
    )
    out_code = main(["--extensions", str(path), "--print-pipeline", "-p", "ov-default"])
    out = capsys.readouterr().out
    assert out_code == 0
    assert re.search(r"ov-fold-constants +ov-default: back", out)


@pytest.mark.parametrize(
    ("register", "message"),
    [
        (lambda: registry.register_dialect(lambda: None, name="ov"), "dialect 'ov' is registered twice: by ovopt"),
        (lambda: registry.register_target("ir", lambda: None), "target 'ir' is registered twice: by ovopt"),
        (lambda: registry.register_frontend("onnx", lambda: None), "frontend for .onnx files is registered twice"),
        (
            lambda: registry.register_pipeline(registry.NamedPipeline("ov-default", "again")),
            "named pipeline 'ov-default' is registered twice",
        ),
        (
            lambda: registry.register_patterns("convert-onnx-to-ov", lambda: [], name="elementwise"),
            "pattern set 'elementwise' of convert-onnx-to-ov is registered twice",
        ),
        (
            lambda: registry.register_kernel(registry.OPS.get("ov.Relu.v0") or _relu(), lambda op, x: (x,)),
            "the reference kernel of 'ov.Relu.v0' is registered twice",
        ),
        (lambda: registry.register_dialect(lambda: None), "register_dialect(factory) needs name="),
    ],
)
def test_every_kind_refuses_a_second_registration(register, message):
    with pytest.raises(RegistryError, match=message.replace("(", r"\(").replace(")", r"\)").replace(".", r"\.")):
        register()


def _relu():
    from ovopt.dialects import ov

    return ov.ReluV0Op


def test_a_transformation_must_name_a_known_phase():
    with pytest.raises(ValueError, match="phase must be one of front, inference, middle, layout, back"):
        Transformation("example", lambda: None, "later")
