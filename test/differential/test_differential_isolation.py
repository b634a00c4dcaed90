"""The differential run survives OpenVINO: a crash (a signal) or a hang of the runtime process
is reported as a fault of that model, and the next model gets a fresh process."""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).parent))

from isolated_runtime import IsolatedRuntime, RuntimeFault, by_name


def relu_model():
    import openvino
    import openvino.opset13 as ops

    x = ops.parameter([2, 3], np.float32, name="x")
    relu = ops.relu(x)
    relu.output(0).get_tensor().set_names({"y"})
    return openvino.Model([relu], [x], "relu")


def crash_on_request(connection) -> None:
    connection.recv()
    os.kill(os.getpid(), signal.SIGSEGV)


def hang_on_request(connection) -> None:
    connection.recv()
    time.sleep(60)


X = np.array([[-1.0, 0.5, 2.0], [3.0, -4.0, 0.0]], np.float32)


def test_a_model_runs_and_a_killed_process_is_replaced():
    runtime = IsolatedRuntime()
    np.testing.assert_array_equal(by_name(runtime.run(relu_model(), {"x": X}))["y"], np.maximum(X, 0))
    runtime._process.kill()
    runtime._process.join()
    np.testing.assert_array_equal(by_name(runtime.run(relu_model(), {"x": X}))["y"], np.maximum(X, 0))


def test_a_crash_is_a_fault_of_the_model():
    with pytest.raises(RuntimeFault, match=rf"crashed \(exit code -{signal.SIGSEGV.value}\)"):
        IsolatedRuntime(crash_on_request).run(relu_model(), {"x": X})


def test_a_hang_is_a_fault_of_the_model():
    with pytest.raises(RuntimeFault, match="hung for 2 s"):
        IsolatedRuntime(hang_on_request, timeout_s=2).run(relu_model(), {"x": X})


def test_a_refused_model_is_a_fault_with_openvino_s_reason():
    with pytest.raises(RuntimeFault, match=r"RuntimeError: Check .* failed"):
        IsolatedRuntime().run(relu_model(), {"x": X.reshape(3, 2, 1)})
