"""The recipes of docs/compiler.md, followed: a pattern family added to a built-in pass (ov-simplify,
a GNA conversion) is picked up by the pipeline and reads the pass's options; a conversion pass
declared on the one base checks its target once and names the nodes left."""

from __future__ import annotations

import io
from contextlib import redirect_stderr
from dataclasses import dataclass

import pytest
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.pattern_pass import ConversionTarget, PatternPass
from ovopt.registry import Transformation
from ovopt.tools.ov_opt import main as ov_opt

TANH = """
func.func @main(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %y = ov.Tanh.v0 %x : tensor<1x8xf32>
  %z = ov.Tanh.v0 %y : tensor<1x8xf32>
  func.return %z : tensor<1x8xf32>
}
"""


class TanhToSigmoid(RewritePattern):
    """A toy rewrite whose effect is plain in the output (it changes what the model computes)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.TanhV0Op, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.SigmoidV0Op(op.input))
        b.replace(rewriter)


def run(tmp_path, text: str, *args: str) -> tuple[int, str, str]:
    source, out = tmp_path / "in.mlir", tmp_path / "out.mlir"
    source.write_text(text)
    stderr = io.StringIO()
    with redirect_stderr(stderr):
        status = ov_opt([str(source), *args, "-o", str(out)])
    return status, out.read_text() if out.exists() else "", stderr.getvalue()


def test_a_family_added_to_ov_simplify_runs_in_the_pipeline(isolated_registry, tmp_path):
    isolated_registry.register_patterns("ov-simplify", lambda options: [TanhToSigmoid()], name="test-tanh")
    status, text, _ = run(tmp_path, TANH, "-p", "ov-default")
    assert status == 0
    assert text.count("ov.Sigmoid.v0") == 2 and "ov.Tanh" not in text


def test_a_family_of_higher_priority_is_tried_first(isolated_registry, tmp_path):
    """ov-simplify's own families (priority 0) never see the Tanh a family of priority 1 took."""
    seen = []

    class Watch(RewritePattern):
        @op_type_rewrite_pattern
        def match_and_rewrite(self, op: ov.TanhV0Op, rewriter: PatternRewriter) -> None:
            seen.append(op.name)

    isolated_registry.register_patterns("ov-simplify", lambda options: [Watch()], name="test-watch", priority=-1)
    isolated_registry.register_patterns("ov-simplify", lambda: [TanhToSigmoid()], name="test-tanh", priority=1)
    assert run(tmp_path, TANH, "-p", "ov-simplify")[0] == 0
    assert seen == []


def test_a_family_added_to_a_gna_conversion_reads_its_options(isolated_registry, tmp_path):
    targets = []

    def family(options):
        targets.append(options.target)
        return []

    isolated_registry.register_patterns("convert-ov-to-gna", family, name="test-gna-family")
    status, _, _ = run(tmp_path, TANH, "-p", "convert-ov-to-gna{target=2.0}")
    assert status == 0 and targets == ["2.0"]  # checked and normalised before the families are built


@dataclass(frozen=True)
class ConvertTanhPass(PatternPass):
    """A toy conversion: every ov op must go but Constants (and only Tanh has a lowering)."""

    name = "test-convert-tanh"
    conversion = ConversionTarget("ov", "the toy target", legal=(ov.ConstantV0Op,))


class TanhToCast(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.TanhV0Op, rewriter: PatternRewriter) -> None:
        from xdsl.dialects.builtin import UnrealizedConversionCastOp

        rewriter.replace(op, UnrealizedConversionCastOp.get([op.input], [op.output.type]))


def register_toy_conversion(registry) -> None:
    registry.register_transformation(Transformation("test-convert-tanh", lambda: ConvertTanhPass, "back", pipelines=()))
    registry.register_patterns("test-convert-tanh", lambda options: [TanhToCast()], name="tanh")


def test_a_conversion_pass_reaches_its_target(isolated_registry, tmp_path):
    register_toy_conversion(isolated_registry)
    status, text, stderr = run(tmp_path, TANH, "-p", "test-convert-tanh")
    assert status == 0, stderr
    assert "ov." not in text.replace("ov.Constant", "")


def test_a_conversion_pass_names_every_node_it_left(isolated_registry, tmp_path):
    register_toy_conversion(isolated_registry)
    relus = "\n".join(f'  %r{i} = ov.Relu.v0 %x : tensor<1x8xf32> loc("relu_{i}")' for i in range(3))
    text = (
        f"func.func @main(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {{\n{relus}\n  func.return %x : tensor<1x8xf32>\n}}"
    )
    status, _, stderr = run(tmp_path, text, "-p", "test-convert-tanh", "--disable-verify")
    assert status == 1
    assert "no lowering to the toy target for node 'relu_0' (ov.Relu.v0), node 'relu_1' (ov.Relu.v0)" in stderr


@pytest.mark.parametrize("pass_id", ["convert-onnx-to-ov", "ov-simplify", "convert-ov-to-gna", "gna-convert-divide"])
def test_every_built_in_pattern_pass_has_its_families_in_the_registry(pass_id):
    from ovopt import registry

    assert registry.PATTERNS.items((pass_id,)), f"{pass_id} has no registered family"


def test_a_gna_preparation_family_is_named_after_its_module():
    """The name is an extension's handle on the family (to replace it with override=True) and
    the docs' "pattern set" column: convert_divide.py's family is `convert_divide`."""
    from ovopt import registry

    assert [name for (_, name), _ in registry.PATTERNS.items(("gna-convert-divide",))] == ["convert_divide"]
