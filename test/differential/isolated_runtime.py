"""OpenVINO in a child process, so that a crash of the runtime (the CPU plugin's segmentation
faults of docs/robustness.md) or a hang is a disagreement to classify and shrink like any
other, not the end of a long run.

The IR crosses over as the xml and bin files `openvino.serialize` writes (an `openvino.Model`
does not pickle); the child compiles and runs it and sends the outputs back. A dead or hung
child is replaced by a fresh one on the next request.
"""

from __future__ import annotations

import multiprocessing
import tempfile
from pathlib import Path

import numpy as np

CONFIG = {"INFERENCE_PRECISION_HINT": "f32"}
TIMEOUT_S = 120.0  # compiling and running a model of 30 small operators takes well under a second


class RuntimeFault(RuntimeError):
    """OpenVINO refused, crashed on (a signal) or hung on a model; the message says which."""


def _serve(connection) -> None:
    """The child: compile and run each (xml path, feeds) request until the parent closes the
    pipe; answer with the outputs in result order, each with its tensor names, or with the
    error's type and first line."""
    import openvino

    core = openvino.Core()
    while True:
        try:
            xml, feeds = connection.recv()
        except EOFError:  # the parent is gone
            return
        try:
            compiled = core.compile_model(xml, "CPU", CONFIG)
            request = compiled.create_infer_request()
            request.infer(feeds)
            outputs = [
                (port.get_names(), request.get_output_tensor(i).data.copy()) for i, port in enumerate(compiled.outputs)
            ]
            connection.send(("ok", outputs))
        except Exception as error:  # noqa: BLE001  # the parent reports it as a disagreement
            connection.send(("error", f"{type(error).__name__}: {first_line(str(error))}"))


def by_name(outputs: list[tuple[set[str], np.ndarray]]) -> dict[str, np.ndarray]:
    """`IsolatedRuntime.run`'s outputs under each of their tensor names."""
    return {name: array for names, array in outputs for name in names}


def first_line(message: str) -> str:
    """The first line of an OpenVINO error that says more than where it was raised."""
    lines = [line.strip() for line in message.splitlines() if line.strip()]
    return next((line for line in lines if not line.startswith("Exception from")), lines[0] if lines else "")


class IsolatedRuntime:
    """A long-lived OpenVINO child process (spawned: forking a process whose OpenVINO threads
    already run is unsafe)."""

    def __init__(self, serve=_serve, timeout_s: float = TIMEOUT_S) -> None:
        self._serve, self._timeout_s = serve, timeout_s
        self._process = None
        self._connection = None

    def run(self, model, feeds: dict) -> list[tuple[set[str], np.ndarray]]:
        """`model` (an openvino.Model) compiled for CPU at f32 and run on `feeds` (by input
        name or index): its outputs in result order, each with its tensor names."""
        import openvino

        with tempfile.TemporaryDirectory() as directory:
            xml = Path(directory) / "model.xml"
            openvino.serialize(model, str(xml), str(xml.with_suffix(".bin")))
            connection = self._connected()
            try:
                connection.send((str(xml), feeds))
                if not connection.poll(self._timeout_s):
                    self._stop()
                    raise RuntimeFault(f"hung for {self._timeout_s:g} s")
                answer = connection.recv()
            except (EOFError, OSError):  # the pipe closed: the process died
                code = self._stop()
                raise RuntimeFault(f"crashed (exit code {code})") from None
        if answer[0] == "error":
            raise RuntimeFault(answer[1])
        return answer[1]

    def _connected(self):
        if self._process is None or not self._process.is_alive():
            self._stop()
            context = multiprocessing.get_context("spawn")
            self._connection, child = context.Pipe()
            self._process = context.Process(target=self._serve, args=(child,), daemon=True)
            self._process.start()
            child.close()
        return self._connection

    def _stop(self) -> int | None:
        """End the child (killing it if it still runs); its exit code."""
        if self._process is None:
            return None
        if self._process.is_alive():
            self._process.kill()
        self._process.join()
        code = self._process.exitcode
        self._connection.close()
        self._process = self._connection = None
        return code
