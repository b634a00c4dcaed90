"""Kernel checks on generated models: ovopt's lowered module (the ov dialect) run by the numpy
reference kernels (dialects/ov_reference, what `ov-fold-constants` and `--validate --bisect`
rely on) against OpenVINO running the IR of the same module, output by output, with
compare.py's tolerances. Each model exercises every ov op its lowering produced."""

from __future__ import annotations

from collections import Counter

import numpy as np
import onnx
from compare import mismatches, path_magnitudes, reference_values, run_openvino
from models import Case


def kernel_check(case: Case) -> tuple[Counter, list[str]]:
    """(the ov ops the lowered model holds, the outputs where the kernels differ from OpenVINO
    and from onnxruntime). Where only OpenVINO differs (its runtime faults of
    docs/robustness.md), the kernels are right and the output is not reported."""
    import ovopt

    ops, ours = reference_outputs(case.model, case.feeds)
    openvino_outputs = run_openvino(ovopt.convert_model(case.model), case.feeds)
    reference = reference_values(case)
    magnitude = path_magnitudes(case, reference)
    against_reference = {line.split(":")[0] for line in mismatches(case, reference, ours, magnitude)}
    wrong = mismatches(case, openvino_outputs, ours, magnitude)
    return ops, [line for line in wrong if line.split(":")[0] in against_reference]


def reference_outputs(model: onnx.ModelProto, feeds: dict[str, np.ndarray]) -> tuple[Counter, dict[str, np.ndarray]]:
    """(the ov ops of ovopt's lowered module, its outputs by name as the reference kernels
    compute them)."""
    from xdsl.interpreter import Interpreter
    from xdsl.interpreters.func import FuncFunctions

    import ovopt
    from ovopt.dialects.ov_reference import OvReference

    module = ovopt.lower(ovopt.import_module(model), "ov-default")
    ops = Counter(op.name for op in module.walk() if op.name.startswith("ov."))
    interpreter = Interpreter(module)
    interpreter.register_implementations(FuncFunctions())
    interpreter.register_implementations(OvReference())
    results = interpreter.call_op("main", tuple(feeds[value.name] for value in model.graph.input))
    return ops, {output.name: np.asarray(r) for output, r in zip(model.graph.output, results)}
