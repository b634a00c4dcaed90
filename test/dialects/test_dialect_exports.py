"""What the ov and ov_reference packages export: every op class of every family (`from
ovopt.dialects.ov import *` is what extensions and notebooks write), and only the names they
define (a lazily imported name must not answer for others)."""

from __future__ import annotations

import pytest

import ovopt.dialects.ov_reference
from ovopt.dialects import ov


def test_ov_exports_every_op_class_of_every_family_and_not_the_family_lists():
    exported = set(ov.__all__)
    for family in ov.FAMILIES:
        names = family.__all__
        assert names, family.__name__
        missing = [name for name in names if name not in exported]
        assert not missing, f"{family.__name__}: {missing}"
    assert "OPS" not in exported
    assert {op.__name__ for op in ov.OV_OPS} <= exported


@pytest.mark.parametrize("name", ["Interpreter", "OvReferenc", "OvReference2", "kernels"])
def test_ov_reference_answers_only_for_its_own_lazy_name(name):
    with pytest.raises(AttributeError, match=name):
        getattr(ovopt.dialects.ov_reference, name)


def test_ov_reference_imports_its_interpreter_lazily():
    from ovopt.dialects.ov_reference.interpreter import OvReference

    assert ovopt.dialects.ov_reference.OvReference is OvReference


def test_ov_reference_answers_for_its_lazy_name_read_at_run_time():
    """A name split out of an entry-point string is equal to the literal but not the same
    object (a mutation-score survivor: `name is "OvReference"` held only for interned names)."""
    from ovopt.dialects.ov_reference.interpreter import OvReference

    entry_point = "ovopt.dialects.ov_reference:OvReference"
    name = entry_point.partition(":")[2]
    assert getattr(ovopt.dialects.ov_reference, name) is OvReference


def test_every_ov_op_infers_its_result_types_on_the_class():
    """Traits and passes call `type(op).infer_result_types(operands, properties)`: a plain
    method would take the operands for `cls`."""
    plain = [
        op.__name__
        for op in ov.OV_OPS
        for klass in op.__mro__
        if "infer_result_types" in vars(klass) and not isinstance(vars(klass)["infer_result_types"], classmethod)
    ]
    assert not plain
