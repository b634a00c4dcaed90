"""The mutants the mutation score leaves out as equivalent by their form: only those whose
behaviour cannot differ, never a mutant that merely looks alike."""

from ovopt.benchmarks.mutation_equivalents import FIELDLESS_PASS, NEGATIVE_SIZE, equivalent_reason

PASSES = """
@dataclass(frozen=True)
class SimplifyPass(PatternPass):
    name = "ov-simplify"

@dataclass(frozen=True)
class TunedPass(PatternPass):
    level: int = 1

@dataclass(frozen=True)
class Point:
    name = "p"

@dataclass
class LoosePass(PatternPass):
    name = "loose"
"""


def reason(before: str, after: str, operator: str = "core/NumberReplacer") -> str | None:
    return equivalent_reason("", operator, 1, [before, after])


def test_another_negative_size_in_reshape_is_equivalent():
    assert reason("x.reshape(-1)", "x.reshape(~1)", "core/ReplaceUnaryOperator_USub_Invert") == NEGATIVE_SIZE
    assert reason("axes = np.asarray(a).reshape(-1)", "axes = np.asarray(a).reshape(- 2)") == NEGATIVE_SIZE
    assert reason("w.reshape(n, -1)", "w.reshape(n, ~1)") == NEGATIVE_SIZE


def test_a_size_that_is_not_negative_or_not_in_reshape_is_not():
    assert reason("x.reshape(-1)", "x.reshape(+1)") is None  # one value only
    assert reason("x.reshape(-1)", "x.reshape(- 0)") is None
    assert reason("shape[-1]", "shape[~1]") is None
    assert reason("x.reshape(n)[-1]", "x.reshape(n)[~1]") is None


def test_the_decorator_of_a_fieldless_frozen_pass_is_equivalent_and_no_other():
    def removed(line: int) -> str | None:
        return equivalent_reason(PASSES, "core/RemoveDecorator", line, ["@dataclass(frozen=True)"])

    assert removed(2) == FIELDLESS_PASS
    assert removed(6) is None  # declares a field
    assert removed(10) is None  # not a pass
    assert removed(14) is None  # not frozen
    assert equivalent_reason(PASSES, "core/NumberReplacer", 2, ["a", "b"]) is None
