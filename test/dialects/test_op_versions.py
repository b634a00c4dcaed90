"""Every ov op names the opset that introduced its version, as OpenVINO's own serializer does:
the runtime reads `<layer type="Mod" version="opset2">` too (opset2 holds Mod-1), so a wrong
number would go unnoticed by every model that loads. Checked against OpenVINO's op registry."""

from __future__ import annotations

import numpy as np
import pytest

from ovopt.dialects import ov

openvino = pytest.importorskip("openvino")
from openvino.utils.node_factory import NodeFactory  # noqa: E402

# ops of the dialect that are not OpenVINO ops: an op kept as read from IR, a region terminator
NOT_OPENVINO_OPS = {"LayerOp", "YieldOp"}
OPENVINO_OPS = [op for op in ov.OV_OPS if op.__name__ not in NOT_OPENVINO_OPS]


def openvino_op(op_class: type) -> object:
    """OpenVINO's op of the class's type from the opset the class names (a Constant needs a value)."""
    type_name = op_class.name.split(".")[1]  # ov.Relu.v0 -> Relu (IR spells it ReLU)
    if type_name == "Constant":
        return openvino.op.Constant(np.zeros(1, np.float32))
    return NodeFactory(op_class.IR_VERSION).create(type_name)


def test_the_dialect_has_no_op_unaccounted_for():
    assert {op.__name__ for op in ov.OV_OPS} - {op.__name__ for op in OPENVINO_OPS} == NOT_OPENVINO_OPS


@pytest.mark.parametrize("op_class", OPENVINO_OPS, ids=lambda op: op.name)
def test_op_names_the_opset_that_introduced_its_version(op_class):
    opset = openvino_op(op_class).get_type_info().version_id
    # not derived from the class's version: OpenVINO files v3::Asinh under opset4, v0::CumSum under opset3
    assert opset == op_class.IR_VERSION, f"{op_class.name}: IR says {op_class.IR_VERSION}, OpenVINO {opset}"
