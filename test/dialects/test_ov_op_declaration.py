"""`ov_op` reads an op's IR type and version from its class name, so a class named otherwise is
refused where it is declared, not written later as a layer of a wrong type."""

import pytest

from ovopt.dialects.ov.base import OvOp, ov_op


def test_a_class_not_named_type_v_version_op_is_refused():
    with pytest.raises(TypeError, match=r"^Softmax: an ov op class is named <Type>V<version>Op, as SoftmaxV8Op$"):

        @ov_op(8)
        class Softmax(OvOp):
            pass
