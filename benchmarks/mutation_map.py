"""Which tests cover which module, for the mutation score (benchmarks/mutation_score.py):
derived from the tree, so a new module or test is mapped without an edit here.

A module is covered by
- the lit files named after it in the test folder of its stage (`lowering/onnx_to_ov/math.py`
  -> `test/lowering/onnx_to_ov/convert-onnx-to-ov-math*.mlir`, `dialects/ov/unique.py` ->
  `test/dialects/ov/unique*.mlir`);
- the lit files whose RUN lines run a pass the module declares (`name = "ov-simplify"`) or
  registers pattern families of;
- the unit pytest files (not e2e) that import the module by name;
- for an ov dialect module, the check of each op's opset against OpenVINO's registry, and
  the IR target's lit file named after it (`test/targets/ir/recurrent.mlir`: the XML attributes
  its ops' properties and their defaults become);
- for a reference kernel, the lit files that fold constants and the one-op checks against
  OpenVINO of each op whose kernel the module defines (its sampled check and the targeted
  tests of test_differential_op_kernels.py that name the op);
- failing those (a helper), the lit files named after the modules that import it, or of the
  passes they declare, else a few lit files of its test folder;
OVERRIDES replaces the derived list where the derivation picks the wrong tests; EXTRA adds
to it. Each list is
kept short (at most LIT_CAP lit files and PYTEST_CAP pytest files besides the kernel checks): a mutant's run takes
seconds, not the whole suite.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# the folders whose score issue 28 asks for
FOLDERS = (
    "lowering/onnx_to_ov",
    "lowering/ov",
    "lowering/ov_to_gna",
    "lowering/gna_to_ov",
    "dialects/ov_reference",
    "dialects/ov",
    "targets/ir",
)

# source folder -> the test folder of its lit files
TEST_FOLDERS = {
    "dialects/ov_reference": "test/lowering/ov",  # the kernels run where constants fold
    "dialects/ov": "test/dialects/ov",
}

LIT_CAP = 4
PYTEST_CAP = 2

_FOLD = ["test/lowering/ov/ov-fold-constants.mlir", "test/lowering/ov/ov-fold-constants-indexing.mlir"]

OVERRIDES: dict[str, list[str]] = {
    "dialects/ov/base.py": [  # a helper: ops of three families, ir_string as IR XML writes it, ov_op's naming rule
        "test/dialects/ov/activation.mlir",
        "test/dialects/ov/col2im.mlir",
        "test/dialects/ov/comparison.mlir",
        "test/targets/ir/ordering.mlir",
        "test/targets/ir/test_ir_target.py::test_a_property_without_an_ir_spelling_is_refused_for_its_op",
        "test/dialects/test_ov_op_declaration.py",
    ],
    "lowering/ov/simplify/activations.py": [
        "test/lowering/ov/ov-simplify-activations.mlir",
        "test/e2e/test_fusions.py",
    ],
    "lowering/ov/simplify/mvn.py": ["test/lowering/ov/ov-simplify-mvn.mlir", "test/e2e/test_fusions.py"],
    "dialects/ov/linear.py": [  # MatMul's
        "test/dialects/ov/ops.mlir",
        "test/dialects/ov/invalid.mlir",
        "test/dialects/test_inference_against_openvino.py::test_matmul_of_vectors_transposes_and_batches",
    ],
    "dialects/ov_reference/interpreter.py": [*_FOLD, "test/dialects/test_math_kernels.py"],
    "dialects/ov_reference/core.py": [
        *_FOLD,
        "test/dialects/test_math_kernels.py",
        "test/dialects/test_pdpd_against_openvino.py",
    ],
    "targets/ir/__init__.py": [  # IrTarget.emit, which ov-opt does not call: test_ir_target.py
        "test/targets/ir/activation.mlir",
        "test/targets/ir/constants.mlir",
        "test/targets/ir/control-flow.mlir",
        "test/targets/ir/test_ir_target.py",
        "test/targets/ir/test_empty_constants.py",
        "test/targets/ir/test_in_memory_model.py",
    ],
    # a helper: three of its importers' files, flatten_to_2d, dense_attr_array's error
    "lowering/onnx_to_ov/common.py": [
        "test/lowering/onnx_to_ov/convert-onnx-to-ov-activation.mlir",
        "test/lowering/onnx_to_ov/convert-onnx-to-ov-cast.mlir",
        "test/lowering/onnx_to_ov/convert-onnx-to-ov-col2im.mlir",
        "test/lowering/onnx_to_ov/convert-onnx-to-ov-shape.mlir",
        "test/lowering/onnx_to_ov/convert-onnx-to-ov-constants-invalid.mlir",
    ],
    "targets/ir/writer.py": [  # a helper: the derived lit files, but the writer's own error in place of comparison.mlir
        "test/targets/ir/activation.mlir",
        "test/targets/ir/constants.mlir",
        "test/targets/ir/control-flow.mlir",
        "test/targets/ir/model.mlir",  # Parameters, Results, names, dynamic dims
        "test/frontends/onnx/test_mapped_weights.py",
        "test/targets/ir/test_xml_spelling.py::test_ir_is_what_lxml_writes",  # indentation
        "test/targets/ir/test_ir_target.py",  # its errors, empty elements, a dynamic rank, a constant's rt_info
    ],
}


# tests added to the derived ones
EXTRA: dict[str, list[str]] = {
    "dialects/ov_reference/math.py": [
        "test/e2e/test_math.py::test_mod_of_constants_folds_with_signs",
        "test/dialects/test_math_kernels.py",  # the kernels' own checks
    ],
    "dialects/ov/__init__.py": ["test/dialects/test_dialect_exports.py"],
    "dialects/ov_reference/__init__.py": ["test/dialects/test_dialect_exports.py"],
    "dialects/ov/constant.py": ["test/dialects/test_traits.py"],  # ConstantV0Op.from_numpy
    "lowering/ov_to_gna/convolution.py": ["test/lowering/ov_to_gna/convert-ov-to-gna.mlir"],  # @conv_bias
    "dialects/ov/elementwise.py": ["test/dialects/ov/ops.mlir"],  # the valid element-wise ops
    "dialects/ov/normalization.py": ["test/targets/ir/norms.mlir"],  # the opset versions IR XML writes
    "lowering/ov_to_gna/passes.py": [
        "test/lowering/ov_to_gna/convert-ov-to-gna-invalid.mlir",  # its options
        "test/lowering/ov_to_gna/convert-ov-to-gna-fake-quantize-notes.mlir",  # the note when quantising
    ],
    "lowering/ov_to_gna/limits/report.py": [
        "test/lowering/ov_to_gna/convert-ov-to-gna-fake-quantize-notes.mlir",
        "test/lowering/ov_to_gna/gna-check-limits-one.mlir",  # strict: one node named, none counted
    ],
    "lowering/ov_to_gna/limits/check_pass.py": ["test/lowering/ov_to_gna/gna-check-limits-options.mlir"],
    "lowering/ov_to_gna/prepare/registration.py": [  # the families' names
        "test/lowering/test_pattern_families.py::test_a_gna_preparation_family_is_named_after_its_module"
    ],
    "lowering/ov_to_gna/boundary.py": ["test/lowering/ov_to_gna/convert-ov-to-gna.mlir"],  # @interleaved_plus_rows
    "lowering/ov/stateful/variables.py": [  # read/assign of the loops' variables
        "test/lowering/ov/stateful/ov-low-latency2-loops.mlir"
    ],
    "lowering/ov/options/graph.py": ["test/lowering/ov/options/ov-preprocess.mlir"],  # input_value: after the Convert
    "lowering/ov_to_gna/elementwise.py": ["test/lowering/ov_to_gna/convert-ov-to-gna.mlir"],  # @elementwise
    "lowering/ov_to_gna/shapes.py": ["test/lowering/ov_to_gna/convert-ov-to-gna.mlir"],  # its concats, splits, crops
    "lowering/ov_to_gna/prepare/common.py": [
        "test/lowering/ov_to_gna/prepare/gna-convert-dwsc-to-scaleshifts-valid.mlir",  # conv_pads of auto_pad valid
        "test/lowering/ov_to_gna/prepare/gna-convert-subtract.mlir",  # the -1 of a run-time subtrahend
    ],
    "lowering/ov_to_gna/affine.py": [  # besides its own lit file, the conversion's affines
        "test/lowering/ov_to_gna/convert-ov-to-gna.mlir",
        "test/lowering/ov_to_gna/gna-keep-weights-fake-quantize.mlir",
    ],
    "lowering/ov_to_gna/prepare/matmul.py": [  # column_bias of a per-row constant
        "test/lowering/ov_to_gna/prepare/gna-insert-reshape-around-matmul-transpose.mlir",
        "test/lowering/ov_to_gna/prepare/gna-insert-reshape-around-matmul.mlir",
    ],
    "lowering/ov_to_gna/activations.py": [  # besides its own lit file, the PWLs of the conversion's files
        "test/lowering/ov_to_gna/convert-ov-to-gna.mlir",
        "test/lowering/ov_to_gna/convert-ov-to-gna-prelu.mlir",
        "test/lowering/ov_to_gna/convert-ov-to-gna-pwl-fake-quantize.mlir",
        "test/lowering/ov_to_gna/gna-pwl-on-cpu.mlir",
    ],
    "lowering/gna_to_ov/compute.py": ["test/lowering/gna_to_ov/convert-gna-to-ov.mlir"],
    "lowering/gna_to_ov/common.py": [  # Lowering's guard against ops it does not take
        "test/lowering/gna_to_ov/convert-gna-to-ov.mlir",
        "test/lowering/test_patterns_leave_foreign_ops.py",
    ],
    "targets/ir/layers.py": ["test/targets/ir/conv.mlir", "test/targets/ir/elementwise.mlir"],
    # inference on inputs of unknown rank or values, against OpenVINO's (the ov dialect's lit files cannot hold them)
    "dialects/ov/recurrent.py": [
        "test/dialects/test_inference_against_openvino.py::test_gru_sequence_of_data_of_unknown_rank"
    ],
    "dialects/ov/signal.py": ["test/dialects/test_inference_against_openvino.py::test_irdft_of_axes_known_at_run_time"],
    "dialects/ov/shape.py": [
        "test/dialects/test_inference_against_openvino.py::test_gather_along_each_axis",
        "test/dialects/test_inference_against_openvino.py::test_reshape_to_a_shape_of_unknown_length",
        "test/dialects/test_inference_against_openvino.py::test_concat_with_an_input_of_unknown_rank",
        "test/dialects/test_inference_against_openvino.py::test_reshape_to_a_scalar_target_shape_is_refused_as_openvino_refuses_it",
        "test/dialects/test_inference_against_openvino.py::test_reshape_copying_dims_of_data_of_unknown_rank",
    ],
    "dialects/ov/comparison.py": ["test/dialects/test_inference_against_openvino.py::test_select_shapes"],
    "dialects/ov/unique.py": [
        "test/dialects/test_inference_against_openvino.py::test_unique_along_an_axis_known_at_run_time_is_refused_as_openvino_refuses_it"
    ],
    "dialects/ov/state.py": ["test/lowering/ov/stateful/ov-make-stateful-element-invalid.mlir"],  # spelled_element
    "dialects/ov/operands.py": ["test/dialects/ov/generation-invalid.mlir"],  # known_int: Eye's negative sizes
    "lowering/ov_to_gna/limits/generations.py": ["test/lowering/ov_to_gna/test_limits.py"],  # the limits' figures
    # the validators, which test_limits reaches through the package's why_not_on_gna
    "lowering/ov_to_gna/limits/convolution.py": ["test/lowering/ov_to_gna/test_limits.py"],
    "lowering/ov_to_gna/limits/affine.py": ["test/lowering/ov_to_gna/test_limits.py"],
    "lowering/ov_to_gna/limits/memory.py": ["test/lowering/ov_to_gna/test_limits.py"],
    "lowering/onnx_to_ov/conv.py": ["test/lowering/onnx_to_ov/convert-onnx-to-ov-invalid.mlir"],  # its errors
    # weight matrices under keep_aspect_ratio_policy, against onnxruntime (lit cannot check the weights' effect)
    "lowering/onnx_to_ov/resize_matrices.py": [
        "test/e2e/test_resize.py::test_resize_antialias_keeping_aspect_ratio",
        "test/e2e/test_resize.py::test_resize_tf_crop_and_resize_of_three_axes",
    ],
    "lowering/onnx_to_ov/resize.py": [  # an axis whose length a scale keeps (OpenVINO's CPU plugin copies it)
        "test/e2e/test_resize.py::test_resize_by_a_scale_that_keeps_a_length",
        "test/e2e/test_resize.py::test_resize_keep_aspect_ratio_of_an_axis_interpolate_keeps",
        "test/e2e/test_resize.py::test_upsample_by_a_scale_that_keeps_a_length",
    ],
    "lowering/onnx_to_ov/activation.py": ["test/e2e/test_activation.py::test_activation[celu_negative_alpha]"],
    # --compress-to-fp16 --validate's reference: the weights rounded as the compression stores them
    "lowering/ov/options/compress.py": [
        "test/e2e/test_validate_compression.py::test_rounding_beyond_the_tolerance_is_not_a_failure",
        "test/lowering/test_compress_like_ovc.py",  # which weights stay f32, against OpenVINO
    ],
    # a dynamic input frozen to values (`shape->[3 4]`)
    "lowering/ov/options/inputs.py": [
        "test/e2e/test_model_cuts.py::test_a_frozen_shape_input_folds_the_shape_computation"
    ],
    # the pass's place in ov-default, run on every module (no condition)
    "lowering/onnx_to_ov/registration.py": ["test/lowering/test_pipeline.py::test_print_pipeline_of_ov_default"],
    # the pass's own option, `keep-unsupported`: a field of its dataclass
    "lowering/onnx_to_ov/passes.py": [
        "test/e2e/test_partial_conversion.py::test_kept_nodes_are_framework_layers_in_the_ir"
    ],
    # which boxes come out, against ONNX's reference (the lit file checks the threshold's constants)
    "lowering/onnx_to_ov/detection.py": [
        "test/e2e/test_detection.py::test_non_max_suppression_iou_below_zero",
        "test/e2e/test_detection.py::test_non_max_suppression_iou_on_the_threshold",
    ],
    "lowering/onnx_to_ov/affine_grid.py": ["test/e2e/test_affine_grid.py"],  # grids against onnxruntime
    # its positive cases (the lit file named after it holds the negative ones)
    "lowering/ov/simplify/transposes.py": ["test/lowering/ov/ov-simplify-reshapes.mlir"],
    # LRN of rank 2 against onnxruntime (which runs it as rank 4)
    "lowering/onnx_to_ov/normalization.py": ["test/e2e/test_normalization.py::test_lrn_of_rank_2"],
    # the growth rule, with the limit lowered (a lit case would need constants of 2^26 elements)
    "lowering/ov/fold_constants.py": ["test/lowering/test_fold_growth_limit.py"],
    # the verifier now refuses the integer data the pattern used to skip
    "lowering/ov/simplify/batch_norm.py": ["test/dialects/ov/invalid.mlir"],
    # the coefficients of each window, against onnxruntime (the lit file checks none of Hamming's)
    "lowering/onnx_to_ov/windows.py": ["test/e2e/test_windows.py::test_window_of_constant_size"],
    # --transform's arguments (`LowLatency2[use_const_initializer=False]`)
    "lowering/ov/options/syntax.py": [
        "test/e2e/test_stateful_transforms.py::test_low_latency2_in_chunks_from_the_model_initial_state"
    ],
}

# inference on inputs of unknown rank or length, and pdpd broadcasting, against OpenVINO's
for _module in (
    "dialects/ov/indexing.py",
    "dialects/ov/generation.py",
    "dialects/ov/interpolation.py",
    "dialects/ov/reduction.py",
    "dialects/ov/col2im.py",
    "dialects/ov/signal.py",
    "dialects/ov/unique.py",
    "dialects/ov/elementwise.py",
    "dialects/ov/comparison.py",
    "dialects/ov/einsum.py",
    "dialects/ov/convolution.py",  # filters of unknown rank, refused
    "dialects/ov/operands.py",  # vector_length of an unknown rank
    "dialects/ov/sampling.py",  # GridSample's batch from a grid of unknown rank
    "dialects/ov/normalization.py",  # Softmax along an axis of data of unknown rank
):
    EXTRA.setdefault(_module, []).append("test/dialects/test_unknown_ranks_against_openvino.py")

for _module in (  # pdpd broadcasting: shapes and kernels against OpenVINO
    "support/shapes.py",
    "dialects/ov/elementwise.py",
    "dialects/ov/comparison.py",
    "dialects/ov/math.py",
    "dialects/ov_reference/elementwise.py",
    "dialects/ov_reference/comparison.py",
    "dialects/ov_reference/math.py",
):
    EXTRA.setdefault(_module, []).append("test/dialects/test_pdpd_against_openvino.py")


def modules(folders: tuple[str, ...] = FOLDERS) -> list[str]:
    """Every .py module under `folders` (paths from the repository root), a sub-folder once."""
    found = {str(p.relative_to(ROOT)) for folder in folders for p in (ROOT / folder).rglob("*.py")}
    return sorted(found)


def covering(module: str) -> list[str]:
    """The lit and pytest files that cover `module` (paths from the repository root)."""
    tests = OVERRIDES[module] if module in OVERRIDES else _derived(module) + EXTRA.get(module, [])
    return list(dict.fromkeys(tests + _version_checks(module) + _class_inference_check(module)))


VERSION_CHECK = "test/dialects/test_op_versions.py::test_op_names_the_opset_that_introduced_its_version"
CLASS_INFERENCE_CHECK = "test/dialects/test_dialect_exports.py::test_every_ov_op_infers_its_result_types_on_the_class"


def _class_inference_check(module: str) -> list[str]:
    """For an ov dialect module that infers result types: the check that the inference is a
    classmethod (the verifier calls it on an instance, where a plain method works too)."""
    if _stage_folder(module) != "dialects/ov" or "def infer_result_types" not in (ROOT / module).read_text():
        return []
    return [CLASS_INFERENCE_CHECK]


def _version_checks(module: str) -> list[str]:
    """The check against OpenVINO's registry of the opset each op `module` defines names
    (`@ov_op(1)` read as opset2 still loads: no model test sees it)."""
    if _stage_folder(module) != "dialects/ov":
        return []
    names = re.findall(r"^class (\w+)V(\d+)Op\(", (ROOT / module).read_text(), re.MULTILINE)
    return [f"{VERSION_CHECK}[ov.{name}.v{version}]" for name, version in sorted(names)]


def _derived(module: str) -> list[str]:
    path = Path(module)
    folder = _stage_folder(module)
    test_folder = ROOT / TEST_FOLDERS.get(folder, f"test/{folder}")
    if folder == "dialects/ov_reference":  # kernels: where constants fold, and each op's check
        return _FOLD + _kernel_checks(module) + _importing_tests(module)[:PYTEST_CAP]
    lit = [f for f in _lit_files(test_folder) if _named_after(f, path)]
    lit += [f for f in _lit_runs_of(_declared_passes(module)) if f not in lit]
    lit += [f for f in _shared_files_naming_ops(module) if f not in lit]
    if folder == "dialects/ov":
        lit += [f for f in _lit_files(ROOT / IR_TARGET_TESTS) if _named_after(f, path)]
    if not lit:  # a helper: the lit files of the modules that import it
        importers = _importers(module)
        named = [
            sorted((f for f in _lit_files(test_folder) if _named_after(f, m)), key=_invalid_last) for m in importers
        ]
        passes = dict.fromkeys(name for m in importers for name in _declared_passes(str(m.relative_to(ROOT))))
        by_passes = [sorted(_lit_runs_of([name]), key=lambda f, n=name: _own_first(f, n)) for name in passes]
        lit = list(dict.fromkeys(_round_robin(named) + _round_robin(by_passes)))
    if not lit:  # else a few lit files of its own test folder
        own = ROOT / "test" / path.parent
        lit = [f for f in _lit_files(own if own.exists() else test_folder) if "invalid" not in f.name]
        lit.sort(key=lambda f: (f.stem not in _passes_run_by(), f.name))  # a pass's own file first
        lit = [f for f in lit if f.parent == lit[0].parent] if lit else []
    tests = [str(f.relative_to(ROOT)) for f in lit[:LIT_CAP]]
    return tests + _importing_tests(module)[:PYTEST_CAP]


# the IR target's lit files: the XML an ov dialect module's ops are written as
IR_TARGET_TESTS = "test/targets/ir"

# lit files of several dialect modules' ops: ops.mlir (valid ops), invalid.mlir (verifier errors)
SHARED_DIALECT_FILES = ["test/dialects/ov/ops.mlir", "test/dialects/ov/invalid.mlir"]


def _shared_files_naming_ops(module: str) -> list[Path]:
    """The shared lit files of the ov dialect that name one of the ops `module` defines
    (`ov.Transpose.v1` of shape.py is in ops.mlir, not only in shape-invalid.mlir)."""
    if _stage_folder(module) != "dialects/ov":
        return []
    names = set(re.findall(r"^class (\w+)V(\d+)Op\(", (ROOT / module).read_text(), re.MULTILINE))
    ops = {f"ov.{name}.v{version}" for name, version in names}
    files = [ROOT / f for f in SHARED_DIALECT_FILES]
    return [f for f in files if f.exists() and any(op in f.read_text() for op in ops)]


KERNEL_CHECKS = "test/differential/test_differential_op_kernels.py"
KERNEL_CHECK = f"{KERNEL_CHECKS}::test_kernel_agrees_with_openvino"


def _kernel_checks(module: str) -> list[str]:
    """The one-op checks against OpenVINO of the ops whose kernels `module` defines (the
    registry's kernel functions say where they are defined): each op's sampled check, then
    the targeted tests of the check file that name the op."""
    import ovopt.dialects.ov_reference  # noqa: F401  (registers the kernels)
    from ovopt import registry

    dotted = "ovopt." + module.removesuffix(".py").replace("/", ".")
    ops = sorted(name for name, k in registry.KERNELS.items() if getattr(k, "__module__", None) == dotted)
    ops = [op for op in ops if op.startswith("ov.")]
    targeted = [f"{KERNEL_CHECKS}::{test}" for test, named in _ops_named_by_kernel_tests().items() if named & set(ops)]
    return [f"{KERNEL_CHECK}[{op}]" for op in ops] + targeted


@cache
def _ops_named_by_kernel_tests() -> dict[str, set[str]]:
    """test function of the check file -> the ops (`"ov.Gather.v8"`) its body or the module's
    helper functions it calls name."""
    tree = ast.parse((ROOT / KERNEL_CHECKS).read_text())
    functions = {f.name: f for f in tree.body if isinstance(f, ast.FunctionDef)}

    def named(function: ast.FunctionDef) -> set[str]:
        nodes = list(ast.walk(function))
        called = {n.func.id for n in nodes if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
        helpers = [functions[c] for c in called if c in functions and c != function.name]
        nodes += [n for helper in helpers for n in ast.walk(helper)]
        return {n.value for n in nodes if isinstance(n, ast.Constant) and re.fullmatch(r"ov\.\w+\.v\d+", str(n.value))}

    return {name: named(f) for name, f in functions.items() if name.startswith("test_")}


def _invalid_last(lit: Path) -> tuple[bool, str]:
    return "invalid" in lit.stem, lit.name


def _own_first(lit: Path, pass_name: str) -> tuple[bool, bool, str]:
    """The pass's own lit file (`convert-ov-to-gna.mlir`) before the others named after it, and
    the invalid ones last: a new `convert-ov-to-gna-x.mlir` does not push the main file out."""
    return "invalid" in lit.stem, lit.stem != pass_name, lit.name


def _round_robin(lists: list[list[Path]]) -> list[Path]:
    """The first of each list, then the second of each, ...: every pass gets its share of the cap."""
    rows = [list(row) for row in zip(*[lst + [None] * (max(map(len, lists), default=0) - len(lst)) for lst in lists])]
    return list(dict.fromkeys(f for row in rows for f in row if f is not None))


def _importers(module: str) -> list[Path]:
    """The modules of the same stage that import `module`."""
    pattern = _import_pattern(module)
    folder = ROOT / _stage_folder(module)
    return [f for f in sorted(folder.rglob("*.py")) if f != ROOT / module and pattern.search(f.read_text())]


def _import_pattern(module: str) -> re.Pattern:
    dotted = "ovopt." + module.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
    package, _, name = dotted.rpartition(".")
    return re.compile(rf"\b{re.escape(dotted)}\b(?!\.)|from {re.escape(package)} import [^\n]*\b{name}\b")


def _stage_folder(module: str) -> str:
    return next(f for f in sorted(FOLDERS, key=len, reverse=True) if module.startswith(f + "/"))


def _named_after(lit: Path, module: Path) -> bool:
    """`convert-onnx-to-ov-conv-transpose-invalid.mlir` is named after conv_transpose.py: the
    module's words appear in a row among the file's."""
    if module.stem == "__init__":
        return False
    words, name = module.stem.split("_"), lit.stem.split("-")
    return any(name[i : i + len(words)] == words for i in range(len(name)))


@cache
def _lit_files(folder: Path) -> list[Path]:
    return [f for f in sorted(folder.rglob("*.mlir")) if "Inputs" not in f.parts] if folder.exists() else []


@cache
def _passes_run_by() -> dict[str, list[Path]]:
    """pass name -> the lit files whose RUN lines run it (`-p a,b{opt=1}` or `-p ov-default`)."""
    runs: dict[str, list[Path]] = {}
    for f in _lit_files(ROOT / "test"):  # not the inputs lit's configuration excludes
        lines = " ".join(line for line in f.read_text().splitlines() if "RUN:" in line)
        for pipeline in re.findall(r"-p\s+(\S+)", lines):
            for name in re.findall(r"(?:^|,)([a-z0-9-]+)", re.sub(r"\{[^}]*\}", "", pipeline.strip("'\""))):
                runs.setdefault(name, []).append(f)
    return runs


def _declared_passes(module: str) -> list[str]:
    """The passes the module declares (`name = "ov-simplify"`) or adds pattern families to
    (`register_patterns("ov-simplify", ...)`)."""
    source = (ROOT / module).read_text()
    declared = re.findall(r'^    name = "([a-z0-9-]+)"', source, re.MULTILINE)
    return declared + re.findall(r'register_patterns\(\s*"([a-z0-9-]+)"', source)


def _lit_runs_of(passes: list[str]) -> list[Path]:
    """The lit files whose RUN lines run one of `passes`: those named after the pass alone
    (`convert-onnx-to-ov-invalid.mlir`: the pass's own errors) first, then those named after it."""
    found = []
    for name in passes:
        runs = dict.fromkeys(_passes_run_by().get(name, []))
        own = {f"{name}.mlir", f"{name}-invalid.mlir"}
        found += sorted(runs, key=lambda f: (f.name not in own, name not in f.stem, "invalid" in f.stem, f.name))
    return list(dict.fromkeys(found))


@cache
def _imported_by() -> dict[str, list[str]]:
    """dotted module name -> the unit pytest files (not e2e) that import it."""
    imports: dict[str, list[str]] = {}
    for f in sorted((ROOT / "test").rglob("test_*.py")):
        if "e2e" in f.parts:
            continue
        source, name = f.read_text(), str(f.relative_to(ROOT))
        dotted = set(re.findall(r"\b(ovopt(?:\.\w+)+)", source))
        for package, listed, line in re.findall(r"from (ovopt[\w.]*) import (?:\(([^)]*)\)|([^\n]*))", source):
            names = (n.split(" as ")[0].strip() for n in (listed or line).split("#")[0].split(","))
            dotted |= {f"{package}.{n}" for n in names if n}
        for d in dotted:
            imports.setdefault(d, []).append(name)
    return imports


def _importing_tests(module: str) -> list[str]:
    """Unit pytest files that import `module` by its dotted name (`ovopt.lowering.ov.fold_constants`
    or `from ovopt.lowering.ov import fold_constants`)."""
    dotted = "ovopt." + module.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
    return _imported_by().get(dotted, [])


# from the measured map (benchmarks/coverage_map.py): tests a mutant runs besides the derived ones
MEASURED_CAP = 10
MEASURED_PER_FILE = 3


def tests_running(measured: dict, module: str, lines: list[int]) -> list[str]:
    """Tests of the measured map that ran one of `lines` of `module`: first MEASURED_CAP of them,
    fastest first but at most MEASURED_PER_FILE of one file (a file's cases tend to fail
    together), then the others, fastest first (only a mutant that survives the first runs them)."""
    by_line = measured["lines"].get(module, {})
    ran = sorted({t for line in lines for t in by_line.get(str(line), [])}, key=measured["tests"].get)
    first: list[str] = []
    per_file: dict[str, int] = {}
    for test in ran:
        file = test.split("::")[0]
        if per_file.get(file, 0) < MEASURED_PER_FILE and len(first) < MEASURED_CAP:
            first.append(test)
            per_file[file] = per_file.get(file, 0) + 1
    return first + [t for t in ran if t not in first]
