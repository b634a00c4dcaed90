"""convert-ov-to-gna: every ov op that GNA runs becomes gna ops, one pattern family per file
(registered in families.py); the rest stays in the ov dialect for the CPU. The patterns say
what has a gna form; limits.fits_on_gna, asked here once for every ov op, says what the target
runs."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.pattern_rewriter import GreedyRewritePatternApplier, PatternRewriter, RewritePattern
from xdsl.utils.exceptions import PassFailedException

from ovopt.dialects.ov import FakeQuantizeV0Op, OvOp
from ovopt.lowering.ov.simplify.transposes import FuseTransposes
from ovopt.lowering.ov_to_gna.activations import approximation_problem
from ovopt.lowering.ov_to_gna.boundary import FoldLayoutCasts
from ovopt.lowering.ov_to_gna.limits import DEFAULT_TARGET, Target, fits_on_gna, precision_option, target_option
from ovopt.lowering.ov_to_gna.limits.report import cpu_node, cpu_nodes, publish
from ovopt.lowering.ov_to_gna.pwl import DEFAULT_MAX_ERROR_PERCENT
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.rewriting import rewrite_module
from ovopt.support.functions import main_function


@dataclass
class OnlyWhatFits(RewritePattern):
    """The conversion patterns, applied to an ov op only when GNA `target` runs it (and, for
    an activation, when a PWL approximates it: `cpu` holds those that stay on the CPU)."""

    patterns: GreedyRewritePatternApplier
    target: str
    cpu: frozenset[Operation] = frozenset()

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, OvOp) and (op in self.cpu or fits_on_gna(op, self.target) is not None):
            return
        self.patterns.match_and_rewrite(op, rewriter)


@dataclass(frozen=True)
class ConvertOvToGnaPass(PatternPass):
    """Lower the ov ops GNA `target` runs to the gna dialect; PWLs under `pwl-max-error-percent`.

    Its families read `options.target` ("2.0", "3.0" or "3.5"), `options.pwl_max_error_percent`
    (a float), checked before they run, and `options.precision` ("" for the float module, or
    "i16" / "i8": the module will be quantised, its limits and PWL designs are those)."""

    name = "convert-ov-to-gna"
    target: str | float | int = DEFAULT_TARGET  # `target=3.0` parses as a number
    pwl_max_error_percent: float | int = DEFAULT_MAX_ERROR_PERCENT
    report: str = ""  # the nodes left on the CPU: stderr, or this file (limits/report.py)
    strict: bool = False  # a node left on the CPU is an error
    precision: str = ""  # "i16" / "i8": the module will be quantised (gna-default{precision=...})

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        target = target_option(self.name, self.target)
        if not 0 < float(self.pwl_max_error_percent) <= 100:
            raise PassFailedException("convert-ov-to-gna: pwl-max-error-percent must be in (0, 100]")
        precision = precision_option(self.name, self.precision)
        checked = dataclasses.replace(
            self, target=target, pwl_max_error_percent=float(self.pwl_max_error_percent), precision=precision
        )
        limits = Target.named(target, precision or "i16")
        unapproximated = checked.unapproximated(op)
        nodes = cpu_nodes(op, limits) + [cpu_node(node, limit, target) for node, limit in unapproximated.items()]
        if not precision:
            publish(nodes, limits, self.report, self.strict)
        checked.rewrite(op, frozenset(unapproximated))
        if precision:  # after the rewrite, which shows the FakeQuantizes gna-fold-fake-quantize takes
            from ovopt.lowering.gna.fold_fake_quantize import folds
            from ovopt.lowering.ov_to_gna.prepare.keep_weights_fake_quantize import fused

            nodes = [n for n in nodes if not (isinstance(n.op, FakeQuantizeV0Op) and (folds(n.op) or fused(n.op)))]
            publish(nodes, limits, self.report, self.strict)

    def unapproximated(self, module: ModuleOp) -> dict[Operation, str]:
        """The activations of `@main` that no PWL approximates within the bound: they stay on
        the CPU, with the reason."""
        found = {}
        for op in main_function(module).walk():
            problem = approximation_problem(op, self)
            if problem is not None:
                found[op] = problem
        return found

    def rewrite(self, module: ModuleOp, cpu: frozenset[Operation] = frozenset()) -> None:
        applier = GreedyRewritePatternApplier([*self.patterns(), FoldLayoutCasts()], dce_enabled=True)
        # the transposes gna-replace-nhwc-layers left next to a convolution cancel the ones the
        # conversion wraps it in
        rewrite_module(module, [OnlyWhatFits(applier, str(self.target), cpu), FuseTransposes()], dce=True)
