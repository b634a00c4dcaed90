"""The OpenVINO runtime side of the tutorial's SoftClip op (docs/extensions.md): a Python
custom operation that OpenVINO executes for layers of type SoftClip, opset example_opset.

    import openvino as ov
    from openvino_softclip import SoftClip

    core = ov.Core()
    core.add_extension(SoftClip)
    compiled = core.compile_model(core.read_model("out/model.xml"), "CPU")
"""

from __future__ import annotations

import numpy as np
import openvino as ov


class SoftClip(ov.Op):
    """limit * tanh(x / limit), evaluated by OpenVINO through this class."""

    class_type_info = ov.DiscreteTypeInfo("SoftClip", "example_opset")

    def __init__(self, inputs=None, limit: float = 1.0):
        super().__init__(self, inputs)
        self._limit = limit

    def validate_and_infer_types(self) -> None:
        self.set_output_type(0, self.get_input_element_type(0), self.get_input_partial_shape(0))

    def clone_with_new_inputs(self, new_inputs):
        return SoftClip(new_inputs, self._limit)

    def get_type_info(self):
        return SoftClip.class_type_info

    def visit_attributes(self, visitor) -> bool:
        # Reading IR, OpenVINO fills the dict with the layer's <data> values.
        attributes = {"limit": self._limit}
        visitor.on_attributes(attributes)
        self._limit = float(attributes["limit"])
        return True

    def has_evaluate(self) -> bool:
        return True

    def evaluate(self, outputs, inputs) -> bool:
        outputs[0].shape = inputs[0].shape
        outputs[0].data[:] = self._limit * np.tanh(inputs[0].data / self._limit)
        return True
