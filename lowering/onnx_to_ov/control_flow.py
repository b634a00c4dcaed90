"""If, Loop and Scan: If-8 and Loop-5 whose bodies are the subgraphs, converted in place.

The conversion rewrites the ops inside a subgraph like any other, so a pattern here waits until
its bodies hold ov ops only (nested If / Loop are converted first, from the inside out). Then
the body becomes isolated: an ONNX subgraph reads values of the graphs around it by name, an
OpenVINO body only through its Parameters, so every outer value a body reads becomes an input
of the op and an argument of the body (outer constants are copied in instead, as ovc does).

- If -> If-8, both bodies taking every captured value.
- Loop -> Loop-5: trip count -1 and condition true where ONNX leaves them out; the body's
  `cond_in` is true whenever the body runs, so it becomes a constant; scan outputs get a
  leading axis of 1 in the body and concatenate along it.
- Scan -> Loop-5 over the scan length: each scan input is the whole tensor, sliced in the body
  by a Gather at the iteration (counted from the end when reversed); scan outputs concatenate
  along their axis, and reversed ones are read backwards after the loop.
- Scan-8 (a leading batch axis) -> one such Loop-5 per batch element, stacked back.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.dialects.builtin import TensorType, UnrankedTensorType, i1, i64
from xdsl.ir import Block, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.bodies import Body, captured, carried_type, refine_types
from ovopt.lowering.dims import dim_of, reversed_along
from ovopt.lowering.onnx_to_ov.common import Builder, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support.shapes import normalize_axis, shape_of

SCALAR_I64 = TensorType(i64, [])


def converted_bodies(op: Operation) -> bool:
    """Do the op's regions hold no onnx op but their terminators?"""
    return not any(
        inner.dialect_name() == "onnx" and not isinstance(inner, onnx.YieldOp)
        for region in op.regions
        for inner in region.walk()
    )


def _tensor_results(op: Operation) -> None:
    for value in [*op.operands, *op.results]:
        if not isinstance(value.type, TensorType | UnrankedTensorType):
            raise lowering_error(op, f"OpenVINO control flow carries tensors only, not {value.type}")


def _true(body_or_builder) -> SSAValue:
    constant = ov.ConstantV0Op.from_numpy(np.array(True), i1)
    return body_or_builder.add(constant)


class IfToIf8(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.IfOp, rewriter: PatternRewriter) -> None:
        if not converted_bodies(op):
            return
        _tensor_results(op)
        regions = [op.then_branch, op.else_branch]
        captures = [c for c in captured(regions) if not isinstance(c.owner, ov.ConstantV0Op)]
        bodies = [Body(op, region.block, [], captures).build(rewriter, {}) for region in regions]
        b = Builder(op)
        b.add(ov.IfV8Op(op.cond, captures, *bodies))
        b.replace(rewriter, b.ops[-1].results)


class LoopToLoop5(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.LoopOp, rewriter: PatternRewriter) -> None:
        if not converted_bodies(op):
            return
        _tensor_results(op)
        b = Builder(op)
        old = op.body.block
        initial = list(op.v_initial)
        carried = len(initial)
        iteration = old.args[0].type if shape_of(old.args[0].type) in ([], [1]) else SCALAR_I64
        captures = [c for c in captured([op.body]) if not isinstance(c.owner, ov.ConstantV0Op)]
        carried_types = [carried_type(v.type, a.type) for v, a in zip(initial, old.args[2:])]
        body = Body(op, old, [iteration, *carried_types], captures)
        args = body.block.args
        mapping = {0: args[0], 1: _true(body), **{2 + i: args[1 + i] for i in range(carried)}}
        region = body.build(rewriter, mapping)
        refine_types(region.block)
        values = body.yielded()
        scans = [body.add(ov.UnsqueezeV0Op(value, body.i64([0]))) for value in values[1 + carried :]]
        body.replace_yield([*values[: 1 + carried], *scans])
        trip = op.M if op.M is not None else b.i64(-1)
        condition = op.cond if op.cond is not None else _true(b)
        b.add(ov.LoopV5Op(trip, condition, [*initial, *captures], region, concat_axes=[0] * len(scans)))
        b.replace(rewriter, b.ops[-1].results)


class ScanToLoop5(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ScanOp, rewriter: PatternRewriter) -> None:
        if not converted_bodies(op):
            return
        _tensor_results(op)
        b = Builder(op)
        scanned = op.num_scan_inputs
        operands = list(op.initial_state_and_scan_inputs)
        states, inputs = operands[: len(operands) - scanned], operands[len(operands) - scanned :]
        outputs = len(op.results) - len(states)
        scan = _Scan(
            input_axes=list(op.scan_input_axes or [0] * scanned),
            input_directions=list(op.scan_input_directions or [0] * scanned),
            output_axes=list(op.scan_output_axes or [0] * outputs),
            output_directions=list(op.scan_output_directions or [0] * outputs),
        )
        b.replace(rewriter, scan.loop(op, b, rewriter, op.body.block, states, inputs))


class ScanV8ToLoop5(RewritePattern):
    """Scan-8 scans every element of a leading batch axis on its own: one Scan-9 loop per batch
    element (the batch must be static), whose results are stacked back along the batch axis."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ScanV8Op, rewriter: PatternRewriter) -> None:
        if not converted_bodies(op):
            return
        _tensor_results(op)
        if op.sequence_lens is not None:
            raise lowering_error(op, "sequence_lens is not supported: every sequence must have the full length")
        operands = list(op.initial_state_and_scan_inputs)
        batch = {(shape_of(v.type) or [None])[0] for v in operands}
        if len(batch) != 1 or None in batch:
            raise lowering_error(op, "the batch axis (axis 0 of every input) needs one static size")
        (size,) = batch
        scanned = op.num_scan_inputs
        states = len(operands) - scanned
        scan = _Scan([0] * scanned, list(op.directions or [0] * scanned), [0] * (len(op.results) - states))
        b = Builder(op)
        per_element = []
        for index in range(size):
            block = op.body.block if index == size - 1 else op.body.clone().block
            element = [b.add(ov.GatherV8Op(v, b.i64(index), b.i64(0))) for v in operands]
            per_element.append(scan.loop(op, b, rewriter, block, element[:states], element[states:]))
        stacked = []
        for values in zip(*per_element):
            parts = [b.add(ov.UnsqueezeV0Op(v, b.i64([0]))) for v in values]
            stacked.append(parts[0] if size == 1 else b.add(ov.ConcatV0Op(parts, axis=0)))
        b.replace(rewriter, stacked)


@dataclass
class _Scan:
    """A Scan-9 over `inputs` as Loop-5: the body Gathers element `i` of each whole scan input
    (`len - 1 - i` when reversed), scan outputs are concatenated along their axis and reversed
    after the loop when asked."""

    input_axes: list[int]
    input_directions: list[int]
    output_axes: list[int]
    output_directions: list[int] | None = None

    def loop(self, op, b: Builder, rewriter, old: Block, states: list[SSAValue], inputs: list[SSAValue]):
        ranks = [shape_of(x.type) for x in inputs]
        if any(rank is None for rank in ranks):
            raise lowering_error(op, "the scan inputs need a known rank")
        input_axes = [normalize_axis(a, len(r), "scan_input_axes") for a, r in zip(self.input_axes, ranks)]
        length = dim_of(b, inputs[0], input_axes[0], scalar=True)

        captures = [c for c in captured([old.parent]) if not isinstance(c.owner, ov.ConstantV0Op)]
        state_types = [carried_type(s.type, a.type) for s, a in zip(states, old.args)]
        body = Body(op, old, [SCALAR_I64, *state_types, *(x.type for x in inputs)], captures)
        args = body.block.args
        iteration = args[0]
        mapping: dict[int, SSAValue] = {i: args[1 + i] for i in range(len(states))}
        for j, (whole, axis, direction) in enumerate(zip(args[1 + len(states) :], input_axes, self.input_directions)):
            index = iteration
            if direction:
                size = body.add(ov.GatherV8Op(body.add(ov.ShapeOfV3Op(whole)), body.i64(axis), body.i64(0)))
                last = body.add(ov.SubtractV1Op(size, body.i64(1)))
                index = body.add(ov.SubtractV1Op(last, iteration))
            mapping[len(states) + j] = body.add(ov.GatherV8Op(whole, index, body.i64(axis)))
        region = body.build(rewriter, mapping)
        refine_types(region.block)
        values = body.yielded()
        concat_axes, scans = [], []
        for value, axis in zip(values[len(states) :], self.output_axes):
            rank = shape_of(value.type)
            if rank is None:
                raise lowering_error(op, "the scan outputs need a known rank")
            axis = normalize_axis(axis, len(rank) + 1, "scan_output_axes")
            concat_axes.append(axis)
            scans.append(body.add(ov.UnsqueezeV0Op(value, body.i64([axis]))))
        body.replace_yield([_true(body), *values[: len(states)], *scans])
        loop = ov.LoopV5Op(length, _true(b), [*states, *inputs, *captures], region, concat_axes=concat_axes)
        b.add(loop)
        results = list(loop.results[: len(states)])
        directions = self.output_directions or [0] * len(concat_axes)
        for value, axis, direction in zip(loop.results[len(states) :], concat_axes, directions):
            results.append(reversed_along(b, value, axis) if direction else value)
        return results


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [IfToIf8(), LoopToLoop5(), ScanToLoop5(), ScanV8ToLoop5()]
