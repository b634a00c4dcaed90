"""The command line's cache of dataclass methods (tools/method_cache.py): a class made through it
behaves as one made without; a text compiled in one run is not compiled again in the next; a
bad file is ignored and replaced; nothing is written where Python writes no bytecode; `ov-opt`'s
output is the same with the cache, without it, and with it filled."""

from __future__ import annotations

import dataclasses
import json
import marshal
import os
import subprocess
import sys
from importlib.util import MAGIC_NUMBER
from pathlib import Path

import pytest
from onnx import TensorProto, helper

from ovopt.tools import method_cache
from ovopt.tools.method_cache import MethodCache


def make_point_class():
    @dataclasses.dataclass(frozen=True, order=True)
    class Point:
        x: int
        y: int = 0
        tags: tuple = dataclasses.field(default=(), compare=False)

    return Point


@pytest.fixture(autouse=True)
def writing_bytecode(monkeypatch):
    """As Python does by default (the test environment may say -B)."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)


def through(cache: MethodCache, monkeypatch):
    monkeypatch.setattr(dataclasses, "exec", cache.exec, raising=False)
    return make_point_class()


def test_a_class_made_through_the_cache_behaves_as_one_made_without(tmp_path, monkeypatch):
    reference = make_point_class()
    cache = MethodCache(str(tmp_path / "methods.marshal"))
    Point = through(cache, monkeypatch)
    assert cache.compiled > 0
    for method in ("__init__", "__eq__", "__lt__", "__ge__", "__hash__", "__setattr__", "__delattr__"):
        made, expected = getattr(Point, method), getattr(reference, method)
        assert (made.__code__, made.__annotations__) == (expected.__code__, expected.__annotations__), method
    assert Point(1, 2) == Point(1, 2, ("a",)) and Point(1) < Point(2) and hash(Point(1, 2)) == hash(Point(1, 2))
    assert repr(Point(3)).endswith(".Point(x=3, y=0, tags=())")
    with pytest.raises(dataclasses.FrozenInstanceError):
        Point(1).x = 2
    with pytest.raises(TypeError):
        Point()


def test_a_text_compiled_in_one_run_is_read_in_the_next(tmp_path, monkeypatch):
    path = tmp_path / "methods.marshal"
    first = MethodCache(str(path))
    through(first, monkeypatch)
    first.save()
    second = MethodCache(str(path))
    assert set(second.stored) == set(first.codes) and first.compiled == len(first.codes)
    Point = through(second, monkeypatch)
    assert second.compiled == 0 and Point(1, 2) == Point(1, 2)
    mtime = path.stat().st_mtime_ns
    second.save()  # nothing new: the file is not written again
    assert path.stat().st_mtime_ns == mtime


@pytest.mark.parametrize(
    "content",
    [b"", b"garbage", b"\x00\x00\x00\x00" + b"\xff" * 64, "truncated", "a-list", "wrong-types", "code-objects"],
    ids=["empty", "garbage", "other-magic", "truncated", "a-list", "wrong-types", "code-objects"],
)
def test_a_file_that_does_not_read_back_is_ignored_and_replaced(tmp_path, monkeypatch, content):
    magic = MAGIC_NUMBER
    code = compile("def f(): pass", "<string>", "exec")
    whole = magic + marshal.dumps({"def f(): pass": marshal.dumps(code)})
    content = {
        "truncated": whole[: len(whole) // 2],
        "a-list": magic + marshal.dumps(["not", "a", "dict"]),
        "wrong-types": magic + marshal.dumps({1: "not code"}),
        "code-objects": magic + marshal.dumps({"def f(): pass": code}),  # not each marshalled on its own
    }.get(content, content)
    path = tmp_path / "methods.marshal"
    path.write_bytes(content)
    cache = MethodCache(str(path))
    assert cache.stored == {}
    through(cache, monkeypatch)
    cache.save()
    assert set(MethodCache(str(path)).stored) == set(cache.codes) != set()


def test_a_text_whose_stored_code_does_not_load_is_compiled(tmp_path, monkeypatch):
    path = tmp_path / "methods.marshal"
    first = MethodCache(str(path))
    through(first, monkeypatch)
    spoilt = [b"", b"\xff not marshal", marshal.dumps(42)]  # none of them code
    stored = {text: spoilt[index % len(spoilt)] for index, text in enumerate(first.codes)}
    path.write_bytes(MAGIC_NUMBER + marshal.dumps(stored))
    second = MethodCache(str(path))
    Point = through(second, monkeypatch)
    assert second.compiled == len(first.codes) and Point(1, 2) == Point(1, 2)


def test_nothing_is_written_where_python_writes_no_bytecode(tmp_path, monkeypatch):
    path = tmp_path / "methods.marshal"
    cache = MethodCache(str(path))
    through(cache, monkeypatch)
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    cache.save()
    assert not path.exists()


def test_a_folder_it_cannot_write_is_no_error_and_leaves_nothing(tmp_path, monkeypatch):
    (tmp_path / "a-file").write_text("")
    cache = MethodCache(str(tmp_path / "a-file" / "methods.marshal"))  # its folder is a file
    through(cache, monkeypatch)
    cache.save()
    assert sorted(os.listdir(tmp_path)) == ["a-file"]


def test_a_file_past_the_limit_keeps_only_the_texts_a_run_used(tmp_path, monkeypatch):
    path = tmp_path / "methods.marshal"
    old = MethodCache(str(path))
    for index in range(5):
        old.exec(f"x{index} = {index}", {}, {})
    old.save()
    cache = MethodCache(str(path))
    monkeypatch.setattr(method_cache, "MAX_TEXTS", len(cache.stored))
    through(cache, monkeypatch)
    cache.save()
    kept = set(MethodCache(str(path)).stored)
    assert kept == set(cache.codes) and not any(text.startswith("x") for text in kept)


def test_a_file_over_the_limit_shrinks_though_the_run_compiled_nothing(tmp_path, monkeypatch):
    path = tmp_path / "methods.marshal"
    old = MethodCache(str(path))
    for index in range(5):
        old.exec(f"x{index} = {index}", {}, {})
    through(old, monkeypatch)
    old.save()
    cache = MethodCache(str(path))
    through(cache, monkeypatch)
    assert cache.compiled == 0
    monkeypatch.setattr(method_cache, "MAX_TEXTS", len(cache.codes))
    cache.save()
    assert set(MethodCache(str(path)).stored) == set(cache.codes)


def test_the_cache_sits_in_the_users_cache_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    path = Path(method_cache.cache_path())
    assert path.parent == tmp_path / "ovopt" and sys.implementation.cache_tag in path.name


@pytest.mark.parametrize("relative_xdg", [True, False], ids=["relative-XDG_CACHE_HOME", "no-home"])
def test_no_cache_without_a_cache_folder(monkeypatch, relative_xdg):
    """A relative XDG_CACHE_HOME (which XDG says to ignore), or no home to expand `~` in: no
    file, rather than one under the working folder; the classes are still made."""
    if relative_xdg:
        monkeypatch.setenv("XDG_CACHE_HOME", "relative/cache")
    else:
        monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
        monkeypatch.setattr(os.path, "expanduser", lambda path: path)  # as with no HOME nor passwd entry
    assert method_cache.cache_path() is None
    cache = MethodCache(None)
    Point = through(cache, monkeypatch)
    cache.save()
    assert cache.compiled > 0 and Point(1) == Point(1)


# Runs ov-opt's command line in this interpreter and says how many texts its cache compiled.
COMMAND_LINE = """
import dataclasses, json, sys
from ovopt.tools.ov_opt import main
sys.argv = ["ov-opt", *sys.argv[1:]]
code = main()
cache = vars(dataclasses)["exec"].__self__
print(json.dumps([code, cache.compiled]), file=sys.stderr)
"""


def write_relu(folder: Path) -> None:
    value = {name: helper.make_tensor_value_info(name, TensorProto.FLOAT, [2]) for name in "xy"}
    graph = helper.make_graph([helper.make_node("Relu", ["x"], ["y"])], "relu", [value["x"]], [value["y"]])
    (folder / "relu.onnx").write_bytes(helper.make_model(graph).SerializeToString())


def run_ov_opt(folder: Path, environment: dict[str, str]) -> int:
    """The number of texts the cache compiled converting relu.onnx, to folder/relu.xml."""
    write_relu(folder)
    command = [sys.executable, "-c", COMMAND_LINE, "relu.onnx", "-t", "ir", "-o", "relu.xml"]
    result = subprocess.run(
        command, capture_output=True, text=True, cwd=folder, env=environment, timeout=300, check=True
    )
    code, compiled = json.loads(result.stderr.strip().splitlines()[-1])
    assert code == 0
    return compiled


def test_ov_opt_fills_the_cache_once_and_converts_the_same(tmp_path):
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    cache_home = tmp_path / "cache"
    environment["XDG_CACHE_HOME"] = str(cache_home)
    runs = {name: tmp_path / name for name in ("without", "filling", "filled")}
    for folder in runs.values():
        folder.mkdir()
    assert run_ov_opt(runs["without"], {**environment, "PYTHONDONTWRITEBYTECODE": "1"}) > 0
    assert not list(cache_home.rglob("dataclass-methods.*"))  # no bytecode written: no cache either
    assert run_ov_opt(runs["filling"], environment) > 0
    cache_name = f"dataclass-methods.{sys.implementation.cache_tag}.marshal"
    assert [path.name for path in cache_home.rglob("dataclass-methods.*")] == [cache_name]
    assert run_ov_opt(runs["filled"], environment) == 0  # every text read from the file

    def output(name: str) -> tuple[str, bytes]:  # the IR, but the input's path in its rt_info
        xml = (runs[name] / "relu.xml").read_text().replace(str(runs[name]), "FOLDER")
        return xml, (runs[name] / "relu.bin").read_bytes()

    assert output("filling") == output("filled") == output("without")


def test_ov_opt_in_process_leaves_dataclasses_alone(tmp_path):
    from ovopt.tools.ov_opt import main

    write_relu(tmp_path)
    assert main([str(tmp_path / "relu.onnx"), "-t", "ir", "-o", str(tmp_path / "relu.xml")]) == 0
    assert "exec" not in vars(dataclasses)
