"""Every op of the built-in dialects is complete: a reference kernel (or a stated reason why
none can exist), a round-trip lit case, and a negative lit case its verifier must reject."""

from __future__ import annotations

from pathlib import Path

import pytest

from ovopt import registry
from ovopt.dialects.traits import NotFoldable

TESTS = Path(__file__).parent


def lit_files(dialect: str, invalid: bool) -> str:
    files = sorted((TESTS / dialect).glob("*.mlir"))
    chosen = [f for f in files if f.stem.endswith("invalid") == invalid]
    if not invalid:
        chosen = [f for f in chosen if "OV_ROUNDTRIP" in f.read_text()]
    return "\n".join(f.read_text() for f in chosen)


def ov_ops():
    return list(registry.load_dialect("ov").operations)


@pytest.mark.parametrize("op", ov_ops(), ids=lambda op: op.name)
def test_ov_op_has_a_kernel_or_a_reason(op):
    trait = op.get_trait(NotFoldable)
    if trait is not None:
        assert trait.reason, f"{op.name} is marked not foldable without a reason"
        assert registry.kernel_for(op) is None, f"{op.name} has a kernel but says it cannot"
    else:
        assert registry.kernel_for(op) is not None, f"{op.name} has no reference kernel"


@pytest.mark.parametrize("op", ov_ops(), ids=lambda op: op.name)
def test_ov_op_round_trips_in_lit(op):
    assert f"{op.name} " in lit_files("ov", invalid=False), f"no OV_ROUNDTRIP lit case uses {op.name}"


@pytest.mark.parametrize("op", ov_ops(), ids=lambda op: op.name)
def test_ov_op_has_a_negative_lit_case(op):
    assert f"{op.name}" in lit_files("ov", invalid=True), f"no -invalid lit case uses {op.name}"


def test_no_ov_op_spells_its_name_twice():
    """The op name, IR type and version come from the class name and `@ov_op`: the family
    modules assign no `name`, `IR_TYPE` or `IR_VERSION` of their own."""
    for path in sorted((TESTS.parents[1] / "dialects" / "ov").glob("*.py")):
        text = path.read_text()
        for spelled in ('name = "ov.', "IR_TYPE: ClassVar = ", "IR_VERSION: ClassVar = ", "define_op("):
            assert spelled not in text, f"{path.name} spells an op name by hand ({spelled!r})"
