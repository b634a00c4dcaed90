"""One-op kernel checks: every ov op with a reference kernel (dialects/ov_reference, what
`ov-fold-constants` and `--validate` rely on), on random valid samples from op_samples.py, run
by the kernels in xDSL's interpreter and by OpenVINO's CPU plugin on the IR of the same
one-op module, compared with compare.py's tolerances.

The model-level check (kernels.py) reaches only the ops that lowering produces from the
generated ONNX models; this one reaches every kernel.

    python test/differential/op_kernels.py [--samples N] [--seed S] [OP ...]

prints, per op: samples, failures, and the sample classes excluded with their reason.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

from compare import ATOL, RTOL, RUNTIME
from op_samples import EXCLUDED, EXCLUSION_NOTES, SAMPLERS, Const, Sample


def kernel_ops() -> list[str]:
    """Every ov op that has a reference kernel (the registry's, built-in or an extension's)."""
    import ovopt.dialects.ov_reference  # noqa: F401  (registers the kernels)
    from ovopt import registry

    return sorted(name for name, _ in registry.KERNELS.items() if name.startswith("ov."))


@dataclass
class OneOp:
    """A one-op module: func @main, the op on its arguments and constants."""

    module: object
    feeds: list[np.ndarray] = field(default_factory=list)


def build(sample: Sample) -> OneOp:
    """The sample as a verified one-op module: arrays become arguments, `Const`s constants."""
    from xdsl.dialects.builtin import ModuleOp, TensorType
    from xdsl.dialects.func import FuncOp, ReturnOp
    from xdsl.ir import Block, Region

    from ovopt import registry
    from ovopt.dialects import ov
    from ovopt.support import elements

    feeds = [o for o in _flat(sample.operands) if not isinstance(o, Const)]
    block = Block(arg_types=[TensorType(elements.element_type_of(a.dtype), a.shape) for a in feeds])
    arguments = iter(block.args)
    ops = []

    def value(operand):
        if operand is None:
            return None
        if isinstance(operand, Const):
            ops.append(ov.ConstantV0Op.from_numpy(operand.array))
            return ops[-1].results[0]
        return next(arguments)

    operands = [[value(o) for o in group] if isinstance(group, list) else value(group) for group in sample.operands]
    if sample.op == "ov.Constant.v0":
        op = ov.ConstantV0Op.from_numpy(sample.properties["value"])
    else:
        op = registry.OPS.get(sample.op)(*operands, **sample.properties)
    block.add_ops([*ops, op, ReturnOp(*op.results)])
    main = FuncOp("main", ([a.type for a in block.args], op.result_types), Region(block))
    module = ModuleOp([main])
    module.verify()
    return OneOp(module, feeds)


def _flat(operands):
    for group in operands:
        yield from group if isinstance(group, list) else [] if group is None else [group]


def reference_outputs(one: OneOp) -> list[np.ndarray]:
    """The module run by the reference kernels in xDSL's interpreter."""
    from xdsl.interpreter import Interpreter
    from xdsl.interpreters.func import FuncFunctions

    from ovopt.dialects.ov_reference import OvReference

    interpreter = Interpreter(one.module)
    interpreter.register_implementations(FuncFunctions())
    interpreter.register_implementations(OvReference())
    return [np.asarray(r) for r in interpreter.call_op("main", tuple(one.feeds))]


def openvino_outputs(one: OneOp) -> list[np.ndarray]:
    """The CPU plugin's outputs of the module's IR, in result order (in compare.py's OpenVINO
    process: a sample that crashes the runtime is a difference, not the end of the run)."""
    from ovopt.targets.ir.in_memory import openvino_model

    return [array for _, array in RUNTIME.run(openvino_model(one.module), dict(enumerate(one.feeds)))]


def differences(sample: Sample, want: list[np.ndarray], got: list[np.ndarray]) -> list[str]:
    """The outputs where OpenVINO (`got`) and the kernels (`want`) differ. Integers and
    booleans exactly; floats within compare.py's tolerance scaled by the largest magnitude of
    the inputs and the output (an op's error grows with what it reads)."""
    if len(want) != len(got):
        return [f"{len(got)} outputs != {len(want)}"]
    arrays = [_array(a) for a in _flat(sample.operands)]
    scale = max([1.0] + [float(np.nanmax(np.abs(a))) for a in arrays if a.size and a.dtype.kind == "f"])
    wrong = []
    for index, (expected, actual) in enumerate(zip(want, got)):
        if index in sample.unordered:  # order unspecified (NonZero of ties, TopK unsorted): compare as sets
            expected, actual = np.sort(expected, axis=None), np.sort(actual, axis=None)
        if actual.shape != expected.shape:
            wrong.append(f"output {index}: shape {actual.shape} != {expected.shape}")
        elif expected.dtype.kind in "biu" or expected.dtype == np.bool_:
            if not np.array_equal(actual.astype(expected.dtype), expected):
                wrong.append(
                    f"output {index}: {np.count_nonzero(actual != expected)} of {expected.size} elements differ"
                )
        else:
            magnitude = max(scale, float(np.nanmax(np.abs(expected), initial=0.0)))
            atol = ATOL * magnitude * sample.tolerance
            error = np.abs(actual.astype(np.float64) - expected)
            same_special = (np.isnan(actual) & np.isnan(expected)) | (actual == expected)
            bad = ~(same_special | (error <= atol + RTOL * sample.tolerance * np.abs(expected)))
            if bad.any():
                wrong.append(
                    f"output {index}: max error {float(np.nanmax(np.where(bad, error, 0))):.3g} (atol {atol:.3g})"
                )
    return wrong


def _array(operand) -> np.ndarray:
    return operand.array if isinstance(operand, Const) else operand


def _fits(declared: tuple[int, ...], shape: tuple[int, ...]) -> bool:
    """Is `shape` one of the declared shape's (a dynamic dim, negative, fits any)?"""
    return len(declared) == len(shape) and all(d < 0 or d == s for d, s in zip(declared, shape))


def check(sample: Sample) -> list[str]:
    """What differs between the kernels and OpenVINO on `sample` (empty: they agree)."""
    one = build(sample)
    want = reference_outputs(one)
    declared = [tuple(t.get_shape()) for t in one.module.body.block.ops.first.function_type.outputs]
    if not all(_fits(d, w.shape) for d, w in zip(declared, want, strict=True)):
        return [f"type inference: result shapes {declared} != the kernel's {[w.shape for w in want]}"]
    try:
        got = openvino_outputs(one)
    except Exception as error:  # noqa: BLE001  # OpenVINO refusing (or crashing on) a valid module is a difference
        return [f"OpenVINO: {type(error).__name__}: {str(error).strip().splitlines()[0] if str(error) else ''}"]
    return differences(sample, want, got)


def samples(op: str, count: int, seed: int) -> list[Sample]:
    """`count` samples of `op`, the same ones for the same seed."""
    rng = np.random.default_rng([seed, sum(op.encode())])
    return [SAMPLERS[op](rng) for _ in range(count)]


def run(ops: list[str], count: int, seed: int) -> int:
    failures_total = 0
    print(f"{'op':32} {'samples':>7} {'failures':>8}  excluded sample classes (docs/robustness.md)")
    started = time.monotonic()
    for op in ops:
        if op not in SAMPLERS:
            print(f"{op:32} {'-':>7} {'-':>8}  not sampled: {EXCLUDED[op]}")
            continue
        failed = []
        for sample in samples(op, count, seed):
            try:
                wrong = check(sample)
            except Exception as error:  # noqa: BLE001  # a sampler's invalid case: shown, counted
                wrong = [
                    f"not built: {type(error).__name__}: {str(error).strip().splitlines()[-1] if str(error) else ''}"
                ]
            if wrong:
                failed.append(f"{sample.describe()}: {'; '.join(wrong)}")
        failures_total += len(failed)
        note = "; ".join(EXCLUSION_NOTES.get(op, ()))
        print(f"{op:32} {count:>7} {len(failed):>8}  {note}")
        for line in failed[:3]:
            print(f"    {line}")
    sampled = len([o for o in ops if o in SAMPLERS])
    print(f"{sampled} of {len(ops)} ops sampled, {failures_total} failures, {time.monotonic() - started:.0f} s")
    return 1 if failures_total else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("ops", nargs="*", help="ops to check (default: every op with a kernel), e.g. ov.Softmax.v8")
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    return run(args.ops or kernel_ops(), args.samples, args.seed)


if __name__ == "__main__":
    sys.exit(main())
