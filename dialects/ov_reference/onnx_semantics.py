"""Kernels of ops that OpenVINO defines as ONNX does: ONNX's own reference implementation run
on one node, so the arithmetic is not written twice."""

from __future__ import annotations

import numpy as np


def run_onnx_node(op_type: str, inputs: list[np.ndarray | None], outputs: int, **attributes) -> list[np.ndarray]:
    """The outputs of ONNX operator `op_type` (its newest version) on `inputs` (None skips an
    optional input)."""
    from onnx.helper import make_node  # a few kernels run ONNX: its import waits for them
    from onnx.reference import ReferenceEvaluator

    names = ["" if value is None else f"input{i}" for i, value in enumerate(inputs)]
    while names and not names[-1]:
        names.pop()
    node = make_node(op_type, names, [f"output{i}" for i in range(outputs)], **attributes)
    feeds = {name: value for name, value in zip(names, inputs) if name}
    return list(ReferenceEvaluator(node).run(None, feeds))
