"""gna-fold-fake-quantize: a model's per-tensor FakeQuantize on data (NNCF, a TFLite int8
model) between gna ops moves into GNA's layers, as the plugin's MoveFakeQuantizeLayerIntoQuantParamsPass
(optimizer/gna_pass_manager.cpp) does, instead of staying on the CPU between an exit and an
entry of GNA:

- after an activation (the data a PWL writes): the FakeQuantize goes, its range and levels
  become the activation's statistics (`ovopt.fake_quantize`), from which gna-propagate-scales
  takes its output scale, (levels - 1) / (high - low); the PWL's output is not clamped to the
  range, as the plugin's is not;
- after anything else (a layer's 32-bit sums, a concat): it becomes the clamp activation the
  plugin makes of it (kActFakeQuantize in backend/make_pwl.cpp: identity between the range's
  ends, flat beyond), with the statistics; gna-insert-identity fuses it to its layer or gives
  it a diagonal layer;
- on a model input: it goes, and the data enters GNA at its scale (the plugin's input layer
  takes the statistics); GNA saturates at int16 where the FakeQuantize clamped at its range.

Only a per-tensor FakeQuantize whose input and output ranges are equal (the plugin refuses a
range conversion on data) and whose every reader is a gna op; one a model output or a CPU op
reads stays on the CPU, where gna-propagate-scales still reads its range."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import DenseArrayBase, f64
from xdsl.ir import BlockArgument, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.rewriter import InsertPoint

from ovopt.dialects import gna, ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.gna.scales import FQ_ATTR
from ovopt.lowering.ov_to_gna import pwl
from ovopt.lowering.values import constant


def data_range(op: ov.FakeQuantizeV0Op) -> tuple[float, float, float] | None:
    """(low, high, levels) of a per-tensor FakeQuantize whose input and output ranges agree."""
    limits = [constant(v) for v in (op.input_low, op.input_high, op.output_low, op.output_high)]
    if any(x is None or np.asarray(x).size == 0 or np.ptp(np.asarray(x, np.float64)) != 0 for x in limits):
        return None
    in_low, in_high, low, high = (float(np.asarray(x, np.float64).reshape(-1)[0]) for x in limits)
    levels = int(op.levels.value.data)
    if (in_low, in_high) != (low, high) or high <= low:
        return None
    return low, high, float(levels)


def is_entry(op: Operation) -> bool:
    """A layout cast of CPU data into the gna dialect."""
    return isinstance(op, gna.LayoutCastOp) and not isinstance(op.input.type, gna.TensorType)


def gna_source(value: SSAValue) -> SSAValue | None:
    """The gna value `value` leaves GNA from (through its exit cast), or the model input it is."""
    owner = value.owner
    if isinstance(owner, gna.LayoutCastOp) and isinstance(owner.input.type, gna.TensorType):
        return owner.input
    return value if isinstance(value, BlockArgument) else None


def folds(op: ov.FakeQuantizeV0Op) -> bool:
    """Whether the FakeQuantize moves into GNA's layers (its range on data between gna ops or
    on a model input, read only by gna ops, each of which can read the gna data it quantises
    as it is: a reader in another layout, channels-first after a channels-last convolution,
    would need the data moved, and the FakeQuantize stays between an exit and an entry)."""
    entries = [use.operation for use in op.results[0].uses]
    source = gna_source(op.x)
    return (
        data_range(op) is not None
        and source is not None
        and bool(entries)
        and all(is_entry(e) for e in entries)
        and all(e.output.type == source.type or gna.cast_problem(source.type, e.output.type) is None for e in entries)
    )


def statistics(low: float, high: float, levels: float) -> DenseArrayBase:
    return DenseArrayBase.from_list(f64, [low, high, levels])


class FoldFakeQuantize(RewritePattern):
    """A FakeQuantize between gna ops (or on a model input) into the layers' statistics."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.FakeQuantizeV0Op, rewriter: PatternRewriter) -> None:
        if not folds(op):
            return
        found, source = data_range(op), gna_source(op.x)
        entries = [use.operation for use in op.results[0].uses]
        stats = statistics(*found)
        b = Builder(op)
        if isinstance(source, BlockArgument):
            replacements = [b.add(gna.LayoutCastOp(source, entry.output.type)) for entry in entries]
            for cast in replacements:
                cast.owner.attributes[FQ_ATTR] = stats  # the entry's scale (fake_quantize_range)
        else:
            value = self.activation(source, stats, found, b)
            if value is None:
                return
            replacements = [
                value if value.type == e.output.type else b.add(gna.LayoutCastOp(value, e.output.type)) for e in entries
            ]
        for entry, replacement in zip(entries, replacements):
            rewriter.replace_all_uses_with(entry.output, replacement)
        rewriter.insert(b.ops, InsertPoint.before(op))
        for entry in entries:
            rewriter.erase(entry)
        rewriter.erase(op)

    @staticmethod
    def activation(source: SSAValue, stats: DenseArrayBase, found, b: Builder) -> SSAValue | None:
        """The activation that writes the quantised data: the PWL writing `source`, or a clamp
        PWL over it; None when that PWL already has another FakeQuantize's statistics."""
        if isinstance(source.owner, gna.PwlOp):
            held = source.owner.attributes.get(FQ_ATTR)
            if held is not None and held != stats:
                return None  # two FakeQuantizes of one activation: the CPU keeps this one
            source.owner.attributes[FQ_ATTR] = stats
            return source
        low, high, _ = found
        segments = pwl.clamp(low, high)
        value = b.add(
            gna.PwlOp(
                source,
                slopes=segments.slopes.tolist(),
                intercepts=segments.intercepts.tolist(),
                knots=segments.knots.tolist(),
                approximates="clamp",
            )
        )
        value.owner.attributes[FQ_ATTR] = stats
        return value


def patterns(options) -> list[RewritePattern]:
    return [FoldFakeQuantize()]
