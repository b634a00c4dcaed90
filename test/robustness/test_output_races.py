"""Two conversions writing the same output paths at once leave one whole pair: the XML and the
BIN of the same run, never a mix."""

import fcntl
import subprocess
import sys
import threading
import types
from pathlib import Path

import numpy as np
import openvino as ov
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from ovopt.targets import files
from support import make_model

GUARD = 30  # seconds: only a broken lock waits this long, and then the test fails


def test_second_writer_waits_for_the_first_to_finish_its_pair(tmp_path, monkeypatch):
    """Writer A stops between its two renames; writer B starts its renames there. Without the
    lock B's .bin and A's .xml would be left; with it B waits, and its pair is whole."""
    xml, bin_ = tmp_path / "model.xml", tmp_path / "model.bin"
    a_half_done, b_at_the_lock = threading.Event(), threading.Event()
    real_replace = files.os.replace

    def replace(source, destination):
        real_replace(source, destination)
        if threading.current_thread().name == "A" and str(destination).endswith(".bin"):
            a_half_done.set()
            b_at_the_lock.wait(GUARD)

    def flock(descriptor, operation):
        if threading.current_thread().name == "B":
            b_at_the_lock.set()
        fcntl.flock(descriptor, operation)

    monkeypatch.setattr(files.os, "replace", replace)
    monkeypatch.setattr(files, "fcntl", types.SimpleNamespace(flock=flock, LOCK_EX=fcntl.LOCK_EX), raising=False)

    def write(who: str) -> None:
        if who == "B":
            assert a_half_done.wait(GUARD)
        files.write_all_or_none([(bin_, [who.encode() * 1000]), (xml, [f"<{who}/>".encode()])])

    threads = [threading.Thread(target=write, args=(who,), name=who) for who in "AB"]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(2 * GUARD)
    assert (xml.read_bytes(), bin_.read_bytes()) == (b"<B/>", b"B" * 1000)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model.bin", "model.xml"]


def offset_model(k: int, tmp_path: Path) -> Path:
    """y = x + k, with k in a constant of its own size: the weights say which model they are."""
    shape = [k + 2, 100_000]
    model = make_model(
        [make_node("Add", ["x", "w"], ["y"], name="add")],
        [make_tensor_value_info("x", TensorProto.FLOAT, shape)],
        [make_tensor_value_info("y", TensorProto.FLOAT, shape)],
        [numpy_helper.from_array(np.full(shape, k, np.float32), "w")],
    )
    model.graph.name = f"model_{k}"
    path = tmp_path / f"model_{k}.onnx"
    path.write_bytes(model.SerializeToString())
    return path


@pytest.mark.parametrize("round_", range(2))
def test_concurrent_processes_leave_one_whole_pair(tmp_path, round_):
    writers = 4
    out = tmp_path / "out" / "model.xml"
    processes = [
        subprocess.Popen(
            [sys.executable, "-m", "ovopt.tools.ov_opt", str(offset_model(k, tmp_path)), "-t", "ir", "-o", str(out)],
            stderr=subprocess.PIPE,
            text=True,
        )
        for k in range(writers)
    ]
    for process in processes:
        _, stderr = process.communicate(timeout=300)
        assert process.returncode == 0, stderr
    assert sorted(p.name for p in out.parent.iterdir()) == ["model.bin", "model.xml"]
    compiled = ov.Core().compile_model(str(out), "CPU")
    k = int(compiled.get_runtime_model().get_friendly_name().rsplit("_", 1)[1])
    x = np.zeros([k + 2, 100_000], np.float32)
    y = compiled(x)[0]
    np.testing.assert_array_equal(y, np.full_like(x, k))  # the weights of the same model k
