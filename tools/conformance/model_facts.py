"""What a test's model is made of, read without running it: its operators, whether it is a
single-operator test, and whether its inputs and outputs are tensors OpenVINO can take."""

from __future__ import annotations

from pathlib import Path

from ovopt.tools.conformance.tensors import ONNX_TO_OV


def model_facts(folder: Path) -> dict:
    """`ops` (every node's type, subgraphs too, sorted), `single_op` (the type of the only node
    of the top graph, else None), `opset`, `nodes`, and `unsupported`: why the test cannot be
    run (a sequence, optional or map value, or an element type without an OpenVINO one), or
    None."""
    import onnx

    model = onnx.load(folder / "model.onnx", load_external_data=False)
    ops: set[str] = set()
    _collect_ops(model.graph, ops)
    top = model.graph.node
    opset = next((o.version for o in model.opset_import if o.domain in ("", "ai.onnx")), None)
    return {
        "ops": sorted(ops),
        "single_op": _op_name(top[0]) if len(top) == 1 else None,
        "opset": opset,
        "nodes": len(top),
        "unsupported": _unsupported_io(model.graph),
    }


def _op_name(node) -> str:
    return node.op_type if node.domain in ("", "ai.onnx") else f"{node.domain}::{node.op_type}"


def _collect_ops(graph, ops: set[str]) -> None:
    for node in graph.node:
        ops.add(_op_name(node))
        for attribute in node.attribute:
            for body in [attribute.g] if attribute.HasField("g") else attribute.graphs:
                _collect_ops(body, ops)


def _unsupported_io(graph) -> str | None:
    from onnx import TensorProto

    weights = {i.name for i in graph.initializer}
    values = [("input", v) for v in graph.input if v.name not in weights] + [("output", v) for v in graph.output]
    for kind, value in values:
        which = value.type.WhichOneof("value")
        if which != "tensor_type":
            return f"{kind} {value.name!r} is a {which.removesuffix('_type')}"
        element = TensorProto.DataType.Name(value.type.tensor_type.elem_type)
        if element not in ONNX_TO_OV:
            return f"{kind} {value.name!r} is of {element}, which OpenVINO has no type for"
    return None
