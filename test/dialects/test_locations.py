"""Name locations skip xDSL's parameter check (`locations.name_loc`): what they hold must be what
xDSL's own constructor builds and its verifier accepts."""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.dialects.builtin import NameLoc, NoneAttr, StringAttr

from ovopt.dialects import ov
from ovopt.support.locations import name_loc, node_name


@pytest.mark.parametrize("name", ["conv1", "", "a/b:0", "ünïcode"])
def test_a_name_location_is_what_xdsl_builds(name):
    built = name_loc(name)
    built.verify()
    expected = NameLoc(StringAttr(name), NoneAttr())
    assert built == expected and hash(built) == hash(expected)
    assert str(built) == str(expected)


def test_an_op_at_a_name_location_is_named_so():
    op = ov.ConstantV0Op.from_numpy(np.zeros(2, dtype=np.float32))
    op.location = name_loc("input")
    assert node_name(op) == "input"
