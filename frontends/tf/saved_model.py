"""A SavedModel folder: its graph, the signature to convert, and its variables' values.

`saved_model.pb` holds MetaGraphDefs; the one tagged `serve` (else the only one) is read. A
signature names the model's inputs and outputs as tensors of its graph (`serving_default_x:0`,
`StatefulPartitionedCall:0`); `serving_default` is taken unless another is named.

A variable is a `VarHandleOp` node of the graph; its value is in the checkpoint
(`variables/`), under a key (`layer_with_weights-0/kernel/.ATTRIBUTES/VARIABLE_VALUE`) that only
the graph's restore operation knows: `saver_def.restore_op_name` names it, and it assigns each
variable (`AssignVariableOp`, or `Assign` for TF1's reference variables) the output of a
`RestoreV2` node whose `tensor_names` list the keys. Following those assignments, in the graph
or in the restore function a TF2 SavedModel calls, maps each variable node to its key.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ovopt.frontends.tf import proto
from ovopt.frontends.tf.attributes import text
from ovopt.frontends.tf.bundle import TensorBundle
from ovopt.frontends.tf.errors import TfImportError

DEFAULT_SIGNATURE = "serving_default"
_INIT_SIGNATURE = "__saved_model_init_op"
_CALLS = ("PartitionedCall", "StatefulPartitionedCall")
_ASSIGNMENTS = ("AssignVariableOp", "Assign")
_PASS_THROUGH = ("Identity", "Snapshot")


@dataclass
class Signature:
    """The inputs and outputs of a signature: (key, tensor name, TensorInfo) each, by key."""

    name: str
    inputs: list[tuple[str, str, object]]
    outputs: list[tuple[str, str, object]]


@dataclass
class SavedModel:
    graph: object  # GraphDef
    signature: Signature
    bundle: TensorBundle | None
    variable_keys: dict[str, str] = field(default_factory=dict)  # variable node -> checkpoint key

    def variable(self, node: str) -> np.ndarray | None:
        """The value of the variable node `node`, or None if the checkpoint does not hold one."""
        key = self.variable_keys.get(node)
        if key is None or self.bundle is None or key not in self.bundle:
            return None
        return self.bundle.array(key)


def is_saved_model(path: str | Path) -> bool:
    return Path(path).is_dir() and (Path(path) / "saved_model.pb").is_file()


def read_saved_model(folder: Path, signature: str | None = None) -> SavedModel:
    """The SavedModel in `folder`, with the signature named (or the default one)."""
    path = folder / "saved_model.pb"
    try:
        data = path.read_bytes()
    except OSError as error:
        raise TfImportError(f"cannot read {path}: {error.strerror}") from None
    saved = proto.message("tensorflow.SavedModel")()
    try:
        saved.ParseFromString(data)
    except Exception:  # noqa: BLE001  (protobuf's DecodeError)
        raise TfImportError(f"{path} is not a SavedModel (saved_model.pb does not parse)") from None
    if not saved.meta_graphs:
        raise TfImportError(f"{path} holds no MetaGraphDef")
    meta = next((m for m in saved.meta_graphs if "serve" in m.meta_info_def.tags), saved.meta_graphs[0])
    chosen = _signature(meta, signature, folder)
    prefix = folder / "variables" / "variables"
    bundle = TensorBundle(prefix) if Path(f"{prefix}.index").is_file() else None
    keys = variable_keys(meta) if bundle is not None else {}
    return SavedModel(meta.graph_def, chosen, bundle, keys)


def _signature(meta, name: str | None, folder: Path) -> Signature:
    available = sorted(k for k in meta.signature_def if k != _INIT_SIGNATURE)
    if name is None:
        if DEFAULT_SIGNATURE in meta.signature_def:
            name = DEFAULT_SIGNATURE
        elif len(available) == 1:
            name = available[0]
        else:
            listed = ", ".join(available) or "none"
            raise TfImportError(
                f"{folder} has no '{DEFAULT_SIGNATURE}' signature: name one with --saved-model-signature ({listed})"
            )
    if name not in meta.signature_def or name == _INIT_SIGNATURE:
        raise TfImportError(f"{folder} has no signature '{name}' (its signatures: {', '.join(available) or 'none'})")
    definition = meta.signature_def[name]
    inputs = [(key, info.name, info) for key, info in sorted(definition.inputs.items())]
    outputs = [(key, info.name, info) for key, info in sorted(definition.outputs.items())]
    for key, info in [*definition.inputs.items(), *definition.outputs.items()]:
        if info.WhichOneof("encoding") != "name":
            raise TfImportError(f"signature '{name}': tensor '{key}' is a composite tensor, which ovopt does not read")
    return Signature(name, inputs, outputs)


def variable_keys(meta) -> dict[str, str]:
    """Variable node name -> checkpoint key, from the assignments of the restore operation."""
    graph = meta.graph_def
    nodes = {n.name: n for n in graph.node}
    functions = {f.signature.name: f for f in graph.library.function}
    restore = nodes.get(meta.saver_def.restore_op_name.split(":")[0])
    if restore is not None and (restore.op in _CALLS or restore.op in functions):
        name = restore.attr["f"].func.name if restore.op in _CALLS else restore.op
        function = functions.get(name)
        if function is None:
            return {}
        data_inputs = [i for i in restore.input if not i.startswith("^")]
        bound = {arg.name: _node_of(ref) for arg, ref in zip(function.signature.input_arg, data_inputs)}
        body = {n.name: n for n in function.node_def}
        return _assigned(body, lambda ref: bound.get(ref.split(":")[0]), function_body=True)
    return _assigned(nodes, lambda ref: _node_of(ref), function_body=False)


def _node_of(ref: str) -> str:
    return ref.lstrip("^").split(":")[0]


def _assigned(nodes: dict, variable_of, function_body: bool) -> dict[str, str]:
    """Each assignment in `nodes` of a RestoreV2 output to a variable: variable -> key."""
    keys = {}
    for node in nodes.values():
        if node.op not in _ASSIGNMENTS or len(node.input) < 2:
            continue
        variable = variable_of(node.input[0])
        source = node.input[1]
        while True:
            producer = nodes.get(_node_of(source))
            if producer is None or producer.op not in _PASS_THROUGH:
                break
            source = producer.input[0]
        producer = nodes.get(_node_of(source))
        if variable is None or producer is None or producer.op != "RestoreV2":
            continue
        index = _output_index(source, function_body)
        names = nodes.get(_node_of(producer.input[1]))
        if names is None or names.op != "Const":
            continue
        listed = names.attr["value"].tensor.string_val
        if index < len(listed):
            keys[variable] = text(listed[index])
    return keys


def _output_index(ref: str, function_body: bool) -> int:
    """The output a reference names: `node:2`, or `node:tensors:2` in a function body."""
    parts = ref.split(":")
    if len(parts) == 1:
        return 0
    return int(parts[2] if function_body and len(parts) > 2 else parts[-1])
