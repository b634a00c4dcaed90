"""Named pipelines: their order, their expansion into real passes, their options, and the
messages their misuse gets."""

from __future__ import annotations

from pathlib import Path

import pytest

from ovopt import registry
from ovopt.lowering.pipeline import PipelineError, expand, ordered
from ovopt.registry import NamedPipeline, Transformation
from ovopt.tools.ov_opt import main

MODEL = str(Path(__file__).resolve().parents[2] / "examples" / "example_cnn.onnx")


class Recorder:
    """Pass factories whose passes append their id to `ran`."""

    def __init__(self):
        self.ran: list[str] = []

    def factory(self, ident: str):
        from dataclasses import dataclass

        from xdsl.passes import ModulePass

        ran = self.ran

        @dataclass(frozen=True)
        class Recording(ModulePass):
            name = ident

            def apply(self, ctx, op):
                ran.append(ident)

        return lambda: Recording


@pytest.fixture
def recorder(isolated_registry):
    registry.register_pipeline(NamedPipeline("test-pipeline", "for the tests"))
    return Recorder()


def add(recorder, ident, phase="middle", **options):
    options.setdefault("pipelines", ("test-pipeline",))
    registry.register_transformation(Transformation(ident, recorder.factory(ident), phase, **options))


def ids(pipeline="test-pipeline", **kwargs):
    return [t.id for t in ordered(pipeline, **kwargs)]


def test_phases_order_first_then_constraints_then_ids(recorder):
    add(recorder, "z-front", "front")
    add(recorder, "b-middle")
    add(recorder, "a-middle")
    add(recorder, "c-middle", run_before=("a-middle",))
    add(recorder, "back", "back")
    add(recorder, "inference", "inference", run_after=("z-front",))
    assert ids() == ["z-front", "inference", "b-middle", "c-middle", "a-middle", "back"]  # ready ids go smallest first


def test_enable_disable_and_defaults(recorder):
    add(recorder, "on")
    add(recorder, "off", enabled=False)
    assert ids() == ["on"]
    assert ids(enable={"off"}, disable={"on"}) == ["off"]


def test_constraints_on_absent_transformations_are_ignored(recorder):
    add(recorder, "only", run_after=("not-here",), run_before=("nor-this",))
    assert ids() == ["only"]


def test_constraints_hold_through_a_transformation_that_does_not_run(recorder):
    add(recorder, "z-first")
    add(recorder, "m-second", run_after=("z-first",))
    add(recorder, "a-third", run_after=("m-second",))
    add(recorder, "b-off", enabled=False, run_after=("a-third",), run_before=("c-last",))
    add(recorder, "c-last")
    assert ids() == ["z-first", "m-second", "a-third", "c-last"]
    assert ids(disable={"m-second"}) == ["z-first", "a-third", "c-last"]  # not a-third first by its id


def test_disabling_a_gna_pass_keeps_the_others_in_order():
    everything = ids("gna-default")
    for ident in everything:
        assert ids("gna-default", disable={ident}) == [i for i in everything if i != ident], ident


def test_a_cycle_names_only_the_transformations_in_it(recorder):
    add(recorder, "a", run_after=("b",))
    add(recorder, "b", run_after=("a",))
    add(recorder, "c", run_after=("a",))  # waits on the cycle, is not part of it
    add(recorder, "d")
    with pytest.raises(PipelineError) as error:
        ordered("test-pipeline")
    cycle = "run_after / run_before constraints form a cycle: a must run after b must run after a"
    assert str(error.value) == f"pipeline test-pipeline: {cycle}"


def test_a_pipeline_includes_another(recorder):
    registry.register_pipeline(NamedPipeline("bigger", "more", includes=("test-pipeline",)))
    add(recorder, "base")
    add(recorder, "extra", "back", pipelines=("bigger",))
    assert ids("bigger") == ["base", "extra"]
    assert ids() == ["base"]


def test_a_pipeline_leaves_out_what_it_excludes_and_so_do_its_includers(recorder):
    registry.register_pipeline(NamedPipeline("other-target", "-", includes=("test-pipeline",), excludes=("fusion",)))
    registry.register_pipeline(NamedPipeline("other-target-more", "-", includes=("other-target",)))
    add(recorder, "base")
    add(recorder, "fusion")
    assert ids() == ["base", "fusion"]
    assert ids("other-target") == ids("other-target-more") == ["base"]


def test_expansion_gives_one_step_per_pass_and_verifies_at_the_end(recorder):
    add(recorder, "one")
    add(recorder, "two", "back")
    steps = expand("test-pipeline", {})
    assert [(s.name, s.pipeline, s.verify_after) for s in steps] == [
        ("one", "test-pipeline", False),
        ("two", "test-pipeline", True),
    ]
    assert [s.verify_after for s in expand("test-pipeline{verify-each=true}", {})] == [True, True]


def test_conditions_skip_a_step(recorder, capsys):
    add(recorder, "never", condition=lambda module: False)
    add(recorder, "always", "back")
    assert main([MODEL, "-p", "test-pipeline", "--time-passes"]) == 0
    out = capsys.readouterr().out
    assert recorder.ran == ["always"]
    assert "Pass never skipped: its condition does not hold" in out


def test_dialect_conditions_see_the_module_as_the_steps_before_them_left_it(monkeypatch):
    """Conditions on the dialects present share one look at the module until a step runs: a
    step that lowers the onnx ops makes the next onnx condition false."""
    from dataclasses import dataclass

    from xdsl.context import Context
    from xdsl.dialects.builtin import ModuleOp
    from xdsl.passes import ModulePass

    from ovopt.frontends.onnx import import_model_file
    from ovopt.lowering.onnx_to_ov.passes import ConvertOnnxToOvPass
    from ovopt.lowering.pipeline import Step, run_steps
    from ovopt.registry import conversions

    ran: list[str] = []

    @dataclass(frozen=True)
    class Recording(ModulePass):
        name = "recording"

        def apply(self, ctx, op):
            ran.append("recording")

    def step(ident, pass_, dialect=None):
        condition = conversions.holds_ops_of(dialect) if dialect else None
        transformation = Transformation(ident, lambda: type(pass_), "middle", condition=condition)
        return Step(pass_, transformation, verify_after=False)

    looks: list[int] = []
    census = conversions.dialects_in
    monkeypatch.setattr("ovopt.lowering.pipeline.dialects_in", lambda module: looks.append(1) or census(module))
    steps = [
        step("tf", Recording(), "tf"),
        step("torch", Recording(), "torch"),
        step("onnx-before", Recording(), "onnx"),
        step("convert", ConvertOnnxToOvPass()),
        step("onnx-after", Recording(), "onnx"),
        step("ov-after", Recording(), "ov"),
    ]
    module = import_model_file(MODEL)
    assert isinstance(module, ModuleOp)
    run_steps(steps, Context(), module)
    assert ran == ["recording", "recording"]  # onnx-before, then ov-after
    assert len(looks) == 2  # one for tf, torch and onnx-before; one for onnx-after and ov-after


# ov-default's passes up to the conversions of the frontends
FRONT = "onnx-resolve-sequences,onnx-expand-functions," + ",".join(
    f"convert-{source}-to-ov" for source in ("onnx", "tf", "tflite", "torch")
)


def test_print_pipeline_of_ov_default(capsys):
    assert main(["--print-pipeline", "-p", "ov-default"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "  1. onnx-resolve-sequences       ov-default: front",
        "  2. onnx-expand-functions        ov-default: front",
        "  3. convert-onnx-to-ov           ov-default: inference",
        "  4. convert-tf-to-ov             ov-default: inference  (if its condition holds)",
        "  5. convert-tflite-to-ov         ov-default: inference  (if its condition holds)",
        "  6. convert-torch-to-ov          ov-default: inference  (if its condition holds)",
        "  7. ov-fold-constants            ov-default: middle",
        "  8. ov-sink-transposes           ov-default: middle  (if its condition holds)",
        "  9. ov-simplify                  ov-default: middle",
        " 10. ov-fuse-attention            ov-default: middle  (if its condition holds)",
        " 11. ov-merge-duplicates          ov-default: middle",
        " 12. dce                          ov-default: back",
        " 13. ov-transpose-matmul-weights  ov-default: back  (if its condition holds)",
        f"-p {FRONT},ov-fold-constants,ov-sink-transposes,ov-simplify,ov-fuse-attention,ov-merge-duplicates,dce,"
        "ov-transpose-matmul-weights",
    ]


def test_options_reach_the_passes_that_declare_them(capsys):
    assert main(["--print-pipeline", "-p", "ov-default{static-shape=true disable=dce}"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        f"-p {FRONT},ov-fold-constants{{static-shape=true}},ov-sink-transposes,ov-simplify,ov-fuse-attention,"
        "ov-merge-duplicates,ov-transpose-matmul-weights"
    )


def test_time_passes_and_print_between_passes_see_every_inner_pass(tmp_path, capsys):
    assert (
        main([MODEL, "-p", "ov-default", "--time-passes", "--print-between-passes", "-o", str(tmp_path / "m.mlir")])
        == 0
    )
    out = capsys.readouterr().out
    for ident in ("convert-onnx-to-ov", "ov-fold-constants", "dce"):
        assert f"Pass {ident} took" in out
    assert "IR after convert-onnx-to-ov:" in out and "IR after ov-fold-constants:" in out
    assert "IR after ov-transpose-matmul-weights:" not in out  # the last pass's IR is the output


def test_print_ir_after_one_pass(tmp_path, capsys):
    assert main([MODEL, "-p", "ov-default", "--print-ir-after=convert-onnx-to-ov", "-o", str(tmp_path / "m.mlir")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("IR after convert-onnx-to-ov:\nbuiltin.module") and "IR after ov-fold" not in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["-p", "ov-default{disable=ov-fold-constant,dce}"],
            "ov-default has no transformation 'ov-fold-constant'; did you mean ov-fold-constants?",
        ),
        (
            ["-p", "ov-default{bogus=1}"],
            "ov-default has no option 'bogus' (it takes disable, enable, keep-unsupported, static-shape, verify-each)",
        ),
        (["-p", "ov-defualt"], "unknown pass or pipeline 'ov-defualt'; did you mean ov-default"),
        (["-p", "ov-default{static-shape=maybe}"], "ov-default: ov-fold-constants: Incompatible types"),
        (
            ["-p", "ov-default{"],
            "the pass pipeline 'ov-default{' does not parse: Expected argument name here (column 12)",
        ),
        (
            ["-p", "ov-default", "--print-ir-after=dec"],
            "--print-ir-after=dec: the pipeline has no pass 'dec'; did you mean dce?",
        ),
    ],
)
def test_misuse_is_one_line(args, message, capsys):
    assert main([MODEL, *args]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"ov-opt: error: {message}") and err.count("\n") == 1


@pytest.mark.parametrize("variable", ["OVOPT_DISABLE_TRANSFORMATIONS", "MO_DISABLED_TRANSFORMS"])
def test_environment_switches_off(variable, monkeypatch, capsys):
    monkeypatch.setenv(
        variable,
        "ov-fold-constants, ov-simplify,ov-fuse-attention,ov-merge-duplicates, dce,ov-transpose-matmul-weights",
    )
    assert main(["--print-pipeline", "-p", "ov-default"]) == 0
    last = capsys.readouterr().out.splitlines()[-1]
    assert last == f"-p {FRONT},ov-sink-transposes"


@pytest.mark.parametrize("variable", ["OVOPT_ENABLE_TRANSFORMATIONS", "MO_ENABLED_TRANSFORMS"])
def test_environment_switches_on(variable, monkeypatch, recorder, capsys):
    add(recorder, "sleeping", enabled=False, pipelines=("ov-default",))
    monkeypatch.setenv(variable, "sleeping")
    assert main(["--print-pipeline", "-p", "ov-default"]) == 0
    assert "sleeping" in capsys.readouterr().out


def test_environment_names_an_unknown_transformation(monkeypatch, capsys):
    monkeypatch.setenv("MO_DISABLED_TRANSFORMS", "ov-fold")
    assert main(["--print-pipeline", "-p", "ov-default"]) == 1
    assert "MO_DISABLED_TRANSFORMS names no transformation 'ov-fold'" in capsys.readouterr().err


def test_force_shape_inference_and_clean_up(recorder, tmp_path):
    """A transformation that refines an input type: shape inference carries it down."""
    from xdsl.dialects.builtin import TensorType
    from xdsl.dialects.func import FuncOp
    from xdsl.rewriter import Rewriter

    from ovopt.lowering.transformations import module_transformation

    @module_transformation("static-input", phase="middle", pipelines=("ov-default",), force_shape_inference=True)
    def static_input(module):
        for function in module.ops:
            if isinstance(function, FuncOp):
                arg = function.body.blocks[0].args[0]
                Rewriter.replace_value_with_new_type(arg, TensorType(arg.type.element_type, [1, 3, 16, 16]))

    source = tmp_path / "m.onnxtext"
    source.write_text(
        '<ir_version: 8, opset_import: ["" : 13]>\n'
        "g (float[N, 3, 16, 16] x) => (float[N, 3, 16, 16] y) { y = Relu(x) }\n"
    )
    out = tmp_path / "m.mlir"
    assert main([str(source), "-p", "ov-default", "-o", str(out)]) == 0
    assert "ov.Relu.v0 %0 : tensor<1x3x16x16xf32>" in out.read_text().replace("%x", "%0")
