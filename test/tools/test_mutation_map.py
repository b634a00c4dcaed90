"""The mutation score's map from modules to tests (benchmarks/mutation_map.py) stays current:
every module of the folders it scores is covered by some test file, and every file it names
exists. Cheap: no mutant runs."""

from pathlib import Path

import pytest

from ovopt.benchmarks.mutation_map import (
    CLASS_INFERENCE_CHECK,
    FOLDERS,
    KERNEL_CHECK,
    OVERRIDES,
    ROOT,
    VERSION_CHECK,
    covering,
    modules,
)


def test_the_map_reaches_every_module_of_the_scored_folders():
    found = modules()
    on_disk = {str(p.relative_to(ROOT)) for folder in FOLDERS for p in (ROOT / folder).rglob("*.py")}
    assert set(found) == on_disk
    assert len(found) > 150  # the seven folders of issue 28, not a subset


@pytest.mark.parametrize("module", modules())
def test_every_module_has_tests_that_exist(module):
    tests = covering(module)
    assert tests, f"{module}: no test covers it; add its lit file or an entry to OVERRIDES"
    for test in tests:
        assert (ROOT / test.split("::")[0]).is_file(), f"{module}: {test} does not exist"
    lit = [t for t in tests if t.endswith(".mlir")]
    whole_dialect_checks = (VERSION_CHECK, CLASS_INFERENCE_CHECK)  # a few seconds each, for any ov module
    files = {t.split("::")[0] for t in tests if not t.startswith(whole_dialect_checks)}
    assert len(lit) <= 6 and len(files) <= 8, f"{module}: {len(files)} test files, a mutant's run must stay short"


def test_overrides_name_modules_that_exist():
    for module in OVERRIDES:
        assert (ROOT / module).is_file(), f"OVERRIDES names {module}, which is gone"


def test_a_pass_module_is_covered_by_the_lit_files_that_run_its_pass():
    """The module declaring the pass `gna-convert-divide` is covered by the lit file that runs it,
    and by nothing else (a mutant's run stays short)."""
    tests = covering("lowering/ov_to_gna/prepare/convert_divide.py")
    assert tests == ["test/lowering/ov_to_gna/prepare/gna-convert-divide.mlir"]
    assert Path(ROOT / tests[0]).read_text().count("-p gna-convert-divide") >= 1


def test_a_kernel_module_is_covered_by_the_checks_of_its_ops():
    tests = covering("dialects/ov_reference/activation.py")
    assert "test/lowering/ov/ov-fold-constants.mlir" in tests
    assert f"{KERNEL_CHECK}[ov.HSwish.v4]" in tests
    assert not any("ov.Relu." in t for t in tests)  # elementwise.py's


def test_a_kernel_module_is_covered_by_the_targeted_checks_naming_its_ops():
    """A one-op check written for a case the samples miss (Gather's batch_dims) covers the
    module whose kernel it runs, and no other."""
    batch_dims = "test/differential/test_differential_op_kernels.py::test_gather_with_batch_dims"
    assert batch_dims in covering("dialects/ov_reference/shape.py")  # Gather's kernel
    assert batch_dims not in covering("dialects/ov_reference/indexing.py")


def test_a_dialect_module_is_covered_by_the_shared_files_naming_its_ops():
    """Transpose's valid cases are in ops.mlir, not in a file named after shape.py."""
    assert "test/dialects/ov/ops.mlir" in covering("dialects/ov/shape.py")
    assert "test/dialects/ov/ops.mlir" not in covering("dialects/ov/unique.py")  # ops.mlir names no Unique


def test_a_pass_module_is_covered_first_by_the_files_named_after_the_pass_alone():
    """convert-onnx-to-ov runs in some sixty lit files; its own errors (a node without a
    lowering) are in convert-onnx-to-ov-invalid.mlir, which must be among the few run."""
    assert "test/lowering/onnx_to_ov/convert-onnx-to-ov-invalid.mlir" in covering("lowering/onnx_to_ov/passes.py")


def test_measured_tests_of_a_mutated_line_are_the_fastest_a_few_per_file_then_the_others():
    from ovopt.benchmarks.mutation_map import MEASURED_CAP, MEASURED_PER_FILE, tests_running

    tests = {f"test/t{f}.py::case{c}": f + c / 100 for f in range(6) for c in range(5)}
    measured = {"tests": tests, "lines": {"m.py": {"7": sorted(tests, reverse=True), "8": ["test/a.mlir"]}}}
    measured["tests"]["test/a.mlir"] = 0.5
    ran = tests_running(measured, "m.py", [7, 9])
    first = ran[:MEASURED_CAP]
    assert first == sorted(first, key=tests.get) and ran[MEASURED_CAP:] == sorted(ran[MEASURED_CAP:], key=tests.get)
    assert all(sum(t.startswith(f"test/t{f}.py") for t in first) <= MEASURED_PER_FILE for f in range(6))
    assert sorted(ran) == sorted(t for t in tests if t.startswith("test/t"))
    assert tests_running(measured, "m.py", [8]) == ["test/a.mlir"]
    assert tests_running(measured, "other.py", [7]) == []
