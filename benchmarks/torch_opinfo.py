"""The per-op half of benchmarks/torch_conformance.py: torch's OpInfo samples (float32, CPU), each
wrapped in a one-op module, exported with torch.export, converted by ovopt and by ovc
(`openvino.convert_model` of the same program), run in OpenVINO (CPU, f32) and compared with
eager torch.

A sample counts when its program, decomposed as torch.export decomposes it, holds Core ATen ops
only (the torch dialect's ops) and eager torch gives the same tensors twice; the others are
counted apart: torch.export cannot export it, it leaves ops outside Core ATen, its output is
random, or it has no tensor output.

This module runs as the sweep's worker (`python torch_opinfo.py --worker`): it reads one task
a line on stdin (`{"op": KEY, "start": I, "limit": N}`), and writes one JSON event a line on
its stdout, before each step of a sample (so that a crash or a hang names the sample and the
converter) and after it. Whatever torch or OpenVINO print goes to stderr.
"""

from __future__ import annotations

import itertools
import json
import os
import sys
import time
import warnings
from typing import Any

import numpy as np

# float tolerances by eager torch's element type: (rtol, atol), atol times the output's scale
TOLERANCES = {
    "float64": (1e-5, 1e-6),
    "float32": (1e-4, 1e-5),
    "float16": (1e-3, 1e-3),
    "bfloat16": (1e-2, 1e-2),
}
# OpInfos whose values are undefined (uninitialised memory): only shapes and types compare
UNDEFINED_VALUES = {"empty", "empty_like", "empty_strided", "empty_permuted", "new_empty", "new_empty_strided"}
SEED = 0
CONVERTERS = ("ovopt", "ovc")


def op_key(info) -> str:
    """`name` or `name.variant`: one OpInfo of op_db."""
    return f"{info.name}.{info.variant_test_name}" if info.variant_test_name else info.name


def op_infos() -> dict[str, Any]:
    """Every OpInfo of torch's op_db that has float32 samples on the CPU, by key."""
    import torch
    from torch.testing._internal.common_methods_invocations import op_db

    return {op_key(info): info for info in op_db if torch.float32 in info.supported_dtypes("cpu")}


def all_op_keys() -> list[str]:
    """The keys of every OpInfo of op_db, with or without float32 on the CPU."""
    from torch.testing._internal.common_methods_invocations import op_db

    return [op_key(info) for info in op_db]


def samples(info, start: int, limit: int | None) -> list:
    """The OpInfo's float32 CPU samples from `start` (seeded: every process gets the same)."""
    import torch

    torch.manual_seed(SEED)
    generated = info.sample_inputs("cpu", torch.float32)
    stop = None if limit is None else limit
    return list(itertools.islice(generated, stop))[start:]


class OneOp:
    """The sample as a module: its tensors (flattened from input, args and kwargs) are the
    module's inputs, everything else is held as it is."""

    def __init__(self, info, sample):
        import torch
        import torch.utils._pytree as pytree

        leaves, self.spec = pytree.tree_flatten((sample.input, tuple(sample.args), dict(sample.kwargs)))
        self.positions = [i for i, leaf in enumerate(leaves) if isinstance(leaf, torch.Tensor)]
        self.leaves = leaves
        self.tensors = tuple(leaves[i] for i in self.positions)
        self.op = info.op
        one = self

        class Module(torch.nn.Module):
            def forward(self, *tensors):
                return tuple(flat_tensors(one.call(tensors)))

        self.module = Module()

    def call(self, tensors):
        import torch.utils._pytree as pytree

        filled = list(self.leaves)
        for position, tensor in zip(self.positions, tensors):
            filled[position] = tensor
        first, args, kwargs = pytree.tree_unflatten(filled, self.spec)
        return self.op(first, *args, **kwargs)

    def eager(self, seed: int) -> list:
        import torch

        torch.manual_seed(seed)
        with torch.no_grad():
            return flat_tensors(self.call(tuple(t.clone() for t in self.tensors)))

    def describe(self) -> str:
        """The sample's arguments in short: tensors as shape and element type."""
        import torch

        parts = []
        for leaf in self.leaves:
            if isinstance(leaf, torch.Tensor):
                shape = "x".join(str(d) for d in leaf.shape) or "scalar"
                parts.append(f"{shape} {str(leaf.dtype).removeprefix('torch.')}")
            else:
                parts.append(repr(leaf))
        text = ", ".join(parts)
        return text if len(text) <= 100 else text[:97] + "..."


def flat_tensors(value) -> list:
    import torch
    import torch.utils._pytree as pytree

    return [leaf for leaf in pytree.tree_leaves(value) if isinstance(leaf, torch.Tensor)]


def numpy_of(tensor) -> np.ndarray:
    import torch

    tensor = tensor.detach()
    if tensor.dtype == torch.bfloat16:
        tensor = tensor.float()
    if tensor.is_conj():
        tensor = tensor.resolve_conj()
    if tensor.is_neg():
        tensor = tensor.resolve_neg()
    return tensor.contiguous().numpy()


def same(first: list, second: list) -> bool:
    """Whether two eager runs gave the same tensors (NaNs where NaNs)."""
    import torch

    if len(first) != len(second):
        return False
    for a, b in zip(first, second):
        if a.shape != b.shape or a.dtype != b.dtype:
            return False
        if a.dtype.is_floating_point or a.dtype.is_complex:
            if not torch.equal(torch.nan_to_num(a, nan=0.0), torch.nan_to_num(b, nan=0.0)):
                return False
            if not torch.equal(a.isnan(), b.isnan()):
                return False
        elif not torch.equal(a, b):
            return False
    return True


def core_aten() -> set[str]:
    """The overloads of the Core ATen op set: the torch dialect's ops (`aten::add.Tensor`)."""
    from ovopt.dialects import torch as dialect

    return {op.aten_name() for op in dialect.ATEN_OPS}


def decomposed_calls(program, core: set[str]) -> tuple[list[str], list[str]]:
    """The calls of `program`, decomposed, that are not Core ATen ops, and the ones that are
    random (torch tags them `nondeterministic_seeded`)."""
    import operator

    import torch

    from ovopt.frontends.torch.importer import SYMBOLIC

    outside, random = set(), set()
    for node in program.run_decompositions().graph.nodes:
        if node.op != "call_function" or node.target is operator.getitem or node.target in SYMBOLIC:
            continue
        if isinstance(node.target, torch._ops.OpOverload):
            if node.target.name() not in core:
                outside.add(node.target.name())
            if torch.Tag.nondeterministic_seeded in node.target.tags:
                random.add(node.target.name())
        else:
            outside.add(getattr(node.target, "__name__", str(node.target)))
    return sorted(outside), sorted(random)


def one_line(error: BaseException) -> str:
    """An error in one line: ovc's summary, ovopt's message without its advice, else the first
    line that says something; shortened."""
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    text = lines[0] if lines else ""
    if "Summary:" in lines:  # ovc: the lines of the summary say which ops failed
        text = "; ".join(line.removeprefix("-- ") for line in lines[lines.index("Summary:") + 1 :])
    text = text.split("; an extension can add one")[0]
    name = type(error).__name__
    text = f"{name}: {text}" if text and name not in ("ConversionError", "Exception") else text or name
    return text if len(text) <= 300 else text[:297] + "..."


def compare(actual: list[np.ndarray], expected: list, undefined: bool) -> str:
    """ "" when OpenVINO's outputs are eager torch's (within the tolerance of its element type),
    else what differs."""
    from ovopt.benchmarks.torch_models import compare as compare_arrays

    if len(actual) != len(expected):
        return f"{len(actual)} outputs, eager torch has {len(expected)}"
    for i, (a, tensor) in enumerate(zip(actual, expected)):
        e = numpy_of(tensor)
        if e.dtype.kind == "c" and a.dtype.kind != "c":
            return f"output {i}: {a.dtype}, eager torch's {e.dtype}"
        if undefined:
            if a.shape != e.shape:
                return f"output {i}: shape {list(a.shape)}, eager torch's {list(e.shape)}"
            continue
        rtol, atol = TOLERANCES.get(str(tensor.dtype).removeprefix("torch."), TOLERANCES["float32"])
        difference = compare_arrays([a], [e], rtol=rtol, atol=atol)
        if difference:
            return difference.replace("output 0", f"output {i}") if i else difference
    return ""


def run(model, tensors: tuple) -> list[np.ndarray]:
    import openvino

    compiled = openvino.Core().compile_model(model, "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
    result = compiled([numpy_of(t) for t in tensors])
    return [np.asarray(result[output]) for output in compiled.outputs]


def convert(converter: str, program):
    if converter == "ovopt":
        import ovopt

        return ovopt.convert_model(program)
    import openvino

    return openvino.convert_model(program)


def verdict(converter: str, program, one: OneOp, expected: list, undefined: bool) -> dict[str, Any]:
    """{"pass": bool, "error": what went wrong, "stage": convert or run or compare}; for ovopt's
    conversion error also the ops it has no lowering for."""
    try:
        model = convert(converter, program)
    except Exception as error:  # noqa: BLE001  (any converter failure is a verdict)
        found = {"pass": False, "stage": "convert", "error": one_line(error)}
        if converter == "ovopt":
            found["missing"] = missing(program)
        return found
    try:
        actual = run(model, one.tensors)
    except Exception as error:  # noqa: BLE001
        return {"pass": False, "stage": "run", "error": one_line(error)}
    difference = compare(actual, expected, undefined)
    return {"pass": not difference, "stage": "compare", "error": difference} if difference else {"pass": True}


def missing(program) -> list[str]:
    from ovopt.benchmarks.torch_models import missing_lowerings

    try:
        return missing_lowerings(program)[1]
    except Exception:  # noqa: BLE001  (the import failed: no op to name)
        return []


def sweep_op(task: dict, info, core: set[str], emit) -> None:
    """The samples of one OpInfo from `task["start"]`, up to `task["limit"]`; the first one with
    the converters `task["converters"]` only, if given (the other one crashed on it). `emit(event)`
    reports each step."""
    import torch

    key, start = task["op"], task["start"]
    undefined = info.name in UNDEFINED_VALUES
    for index, sample in enumerate(samples(info, start, task["limit"]), start):
        emit({"event": "start", "op": key, "sample": index})
        result: dict[str, Any] = {"event": "sample", "op": key, "sample": index}
        started = time.perf_counter()
        try:
            one = OneOp(info, sample)
            result["input"] = one.describe()
            expected = one.eager(SEED)
            result.update(classify(one, expected, undefined))
        except Exception as error:  # noqa: BLE001  (eager torch refuses the sample: not one to count)
            result.update({"skip": "eager", "error": one_line(error)})
        if "skip" not in result:
            try:
                program = torch.export.export(one.module, one.tensors)
            except Exception as error:  # noqa: BLE001  (torch.export reports in many ways)
                result.update({"skip": "export", "error": one_line(error)})
            else:
                outside, random = decomposed_calls(program, core)
                if outside:
                    result.update({"skip": "not_core", "outside": outside})
                elif random:  # eager torch may be seeded (OpInfo's wrappers are), the program is not
                    result.update({"skip": "random", "random_ops": random})
                else:
                    converters = task.get("converters") if index == start else None
                    for converter in converters or CONVERTERS:
                        step = {"op": key, "sample": index, "converter": converter, "input": result["input"]}
                        emit({"event": "step", **step})
                        found = verdict(converter, program, one, expected, undefined)
                        emit({"event": "verdict", **step, "verdict": found})
        result["seconds"] = round(time.perf_counter() - started, 3)
        emit(result)


def classify(one: OneOp, expected: list, undefined: bool) -> dict[str, Any]:
    """{} for a sample to convert, else why it is not one: no tensor output, or a random one
    (two eager runs, seeded differently, differ)."""
    if not expected:
        return {"skip": "no_output"}
    if not undefined and not same(expected, one.eager(SEED + 1)):
        return {"skip": "random"}
    return {}


def worker() -> None:
    """Tasks on stdin, events on the real stdout; everything else printed goes to stderr."""
    out = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    warnings.filterwarnings("ignore")

    def emit(event: dict) -> None:
        out.write(json.dumps(event) + "\n")
        out.flush()

    infos = op_infos()
    core = core_aten()
    emit({"event": "ready", "all": all_op_keys(), "float32": list(infos)})
    for line in sys.stdin:
        task = json.loads(line)
        try:
            sweep_op(task, infos[task["op"]], core, emit)
        except Exception as error:  # noqa: BLE001  (the samples themselves could not be made)
            emit({"event": "op_error", "op": task["op"], "error": one_line(error)})
        emit({"event": "done", "op": task["op"]})


if __name__ == "__main__":
    if sys.argv[1:] == ["--worker"]:
        worker()
    else:
        sys.exit("torch_opinfo.py is the worker of benchmarks/torch_conformance.py: run that")
