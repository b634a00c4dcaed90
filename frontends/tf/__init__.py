"""The TensorFlow frontend: a SavedModel, a frozen GraphDef or a tf.function -> the tf dialect.

- `read_saved_model`: a SavedModel folder (`saved_model.pb`, `variables/`), the serving
  signature or the one `--saved-model-signature` names;
- `read_graph_def` / `read_graph_def_text`: a frozen GraphDef (`.pb`, `.pbtxt`): its
  Placeholders are the inputs, the nodes nothing reads the outputs;
- `import_tf_model`: a `tf.function`, a concrete function or a Keras model in memory (the
  Python API), frozen with TensorFlow's own `convert_variables_to_constants_v2`.

Files are read with the protobuf runtime alone (proto/), variables from the checkpoint's
tensor bundle (bundle.py): TensorFlow is needed only for a model in memory.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from xdsl.dialects.builtin import ModuleOp

from ovopt.frontends.tf import proto
from ovopt.frontends.tf.errors import TfImportError
from ovopt.frontends.tf.graph import GraphImporter, Input, Output, output_args
from ovopt.frontends.tf.saved_model import is_saved_model
from ovopt.frontends.tf.saved_model import read_saved_model as read_folder
from ovopt.frontends.tf.tensors import element_type, shape_of, tensor_type
from ovopt.registry.kinds import InputShape, Source

__all__ = [
    "TfImportError",
    "import_graph_def",
    "import_tf_model",
    "is_saved_model",
    "read_graph_def",
    "read_graph_def_text",
    "read_saved_model",
]

# The option naming the SavedModel signature (ov-opt --saved-model-signature, or the API's).
SIGNATURE_OPTION = "saved_model_signature"

# Node types that give nothing a model could output.
_NO_OUTPUTS = ("NoOp", "Assert", "AssignVariableOp", "Placeholder", "SaveV2", "RestoreV2", "MergeV2Checkpoints")


def read_saved_model(source: Source) -> ModuleOp:
    """The SavedModel folder `source.path` (or the folder of its `saved_model.pb`)."""
    folder = Path(source.path or ".")
    if folder.name == "saved_model.pb" or folder.suffix in (".pb", ".pbtxt"):
        folder = folder.parent
    saved = read_folder(folder, source.options.get(SIGNATURE_OPTION))
    shapes = source.input_shapes
    inputs = []
    for key, tensor, info in saved.signature.inputs:
        kind = element_type(info.dtype, f"input '{key}'")
        shape = _given_shape(shapes, (key, tensor, tensor.split(":")[0]), len(saved.signature.inputs))
        if shape is None:
            shape = shape_of(info.tensor_shape)
        inputs.append(Input(key, tensor, _input_type(kind, shape, key), (key, tensor)))
    outputs = [Output(key, tensor, (key,)) for key, tensor, _ in saved.signature.outputs]
    return GraphImporter(saved.graph, saved.variable).import_graph(inputs, outputs, folder.name or "main")


def read_graph_def(source: Source) -> ModuleOp:
    """A frozen GraphDef, serialized (`.pb`); a SavedModel's own `saved_model.pb` reads as its folder."""
    if source.path and Path(source.path).name == "saved_model.pb":
        return read_saved_model(source)
    graph = proto.message("tensorflow.GraphDef")()
    try:
        graph.ParseFromString(bytes(source.data))
    except Exception:  # noqa: BLE001  (protobuf's DecodeError)
        raise TfImportError(f"{source.name} is not a TensorFlow GraphDef (it does not parse)") from None
    return import_graph_def(graph, source.input_shapes, _model_name(source))


def read_graph_def_text(source: Source) -> ModuleOp:
    """A GraphDef in protobuf's text format (`.pbtxt`)."""
    from google.protobuf import text_format

    graph = proto.message("tensorflow.GraphDef")()
    try:
        text_format.Parse(bytes(source.data).decode("utf-8"), graph)
    except Exception as error:  # noqa: BLE001  (text_format.ParseError, a decoding error)
        raise TfImportError(f"{source.name} is not a GraphDef in text format: {error}") from None
    return import_graph_def(graph, source.input_shapes, _model_name(source))


def import_graph_def(
    graph,
    input_shapes: Mapping[str | None, InputShape] | None = None,
    name: str = "main",
    inputs: list[str] | None = None,
    outputs: list[str] | None = None,
) -> ModuleOp:
    """A GraphDef message: `inputs` / `outputs` name tensors (`x:0`); by default the graph's
    Placeholders and the nodes nothing reads."""
    nodes = {n.name: n for n in graph.node}
    if inputs is None:
        inputs = [f"{n.name}:0" for n in graph.node if n.op == "Placeholder"]
    if outputs is None:
        outputs = _sinks(graph)
    if not outputs:
        raise TfImportError("the graph has no outputs: no node gives a tensor that nothing reads")
    shapes = input_shapes or {}
    specs = []
    for tensor in inputs:
        node = nodes.get(tensor.split(":")[0])
        if node is None:
            raise TfImportError(f"input '{tensor}': the graph has no such node")
        what = f"input '{node.name}'"
        kind = element_type(node.attr["dtype"].type, what) if "dtype" in node.attr else None
        if kind is None:
            raise TfImportError(f"{what} ({node.op}) is not a Placeholder")
        shape = _given_shape(shapes, (node.name, tensor), len(inputs))
        if shape is None:
            shape = shape_of(node.attr["shape"].shape) if "shape" in node.attr else None
        specs.append(Input(node.name, tensor, _input_type(kind, shape, node.name), (tensor,)))
    single = {o.split(":")[0] for o in outputs}
    results = [
        Output(o.split(":")[0] if o.endswith(":0") and len(single) == len(outputs) else o, o, (o,)) for o in outputs
    ]
    return GraphImporter(graph).import_graph(specs, results, name)


def _sinks(graph) -> list[str]:
    """The output tensors of the nodes nothing reads (by data or control), in graph order."""
    read = {ref.lstrip("^").split(":")[0] for n in graph.node for ref in n.input}
    functions = {f.signature.name: f for f in graph.library.function}
    found = []
    for node in graph.node:
        if node.name in read or node.op in _NO_OUTPUTS:
            continue
        args = output_args(node, functions)
        count = (
            1
            if args is None
            else sum(
                len(node.attr[a.type].list.type) if a.listed else (node.attr[a.number].i if a.number else 1)
                for a in args
            )
        )
        found += [f"{node.name}:{k}" for k in range(count)]
    return found


def _given_shape(shapes: Mapping[str | None, InputShape], names: tuple[str, ...], count: int) -> InputShape | None:
    for name in names:
        if name in shapes:
            return shapes[name]
    return shapes.get(None) if count == 1 else None


def _input_type(kind, shape, name: str):
    if shape is None:
        raise TfImportError(f"input '{name}' has no known rank: give its shape with --input \"{name}[...]\"")
    return tensor_type(kind, shape)


def _model_name(source: Source) -> str:
    return Path(source.path).stem if source.path else "main"


def require_tensorflow() -> Any:
    """The tensorflow module; a clear error when it is not installed."""
    try:
        import tensorflow
    except ImportError:
        raise TfImportError(
            "converting a TensorFlow model in memory needs tensorflow: pip install tensorflow"
        ) from None
    return tensorflow


def import_tf_model(model: Any, example_input: Any = None, input_shapes: Mapping | None = None) -> ModuleOp:
    """A Keras model, a `tf.function` or a concrete function, frozen by TensorFlow and imported.
    A `tf.function` without an input signature, or a Keras model without declared inputs, is
    traced with `example_input`."""
    tf = require_tensorflow()
    from tensorflow.python.framework.convert_to_constants import convert_variables_to_constants_v2

    function = _concrete_function(tf, model, example_input)
    try:
        frozen = convert_variables_to_constants_v2(function, lower_control_flow=False)
    except Exception as error:  # noqa: BLE001  (TensorFlow reports what it cannot freeze in many ways)
        raise TfImportError(f"TensorFlow cannot freeze the function: {error}") from None
    graph = proto.message("tensorflow.GraphDef").FromString(frozen.graph.as_graph_def().SerializeToString())
    inputs = [t.name for t in frozen.inputs if t.dtype != tf.resource]
    outputs = [t.name for t in frozen.outputs]
    name = getattr(model, "name", None) or "main"
    name = name.decode() if isinstance(name, bytes) else str(name)  # a concrete function's is bytes
    return import_graph_def(graph, input_shapes, name, inputs, outputs)


def _concrete_function(tf: Any, model: Any, example_input: Any) -> Any:
    if isinstance(model, tf.types.experimental.ConcreteFunction):
        return model
    examples = None
    if example_input is not None:
        examples = tuple(example_input) if isinstance(example_input, list | tuple) else (example_input,)
    if isinstance(model, tf.types.experimental.PolymorphicFunction):
        if examples is None and model.input_signature is None:
            raise TfImportError("a tf.function without an input_signature needs example_input to be traced")
        return model.get_concrete_function(*(examples or ()))
    if callable(model):  # a Keras model (or any callable TensorFlow can trace)
        if examples is None:
            specs = getattr(model, "inputs", None)
            if not specs:
                raise TfImportError("a model without declared inputs needs example_input to be traced")
            examples = tuple(tf.TensorSpec(s.shape, s.dtype, name=getattr(s, "name", None)) for s in specs)
            if len(examples) == 1:
                return tf.function(lambda x: model(x, training=False)).get_concrete_function(examples[0])
            return tf.function(lambda *x: model(list(x), training=False)).get_concrete_function(*examples)
        return tf.function(model).get_concrete_function(*examples)
    raise TfImportError(f"cannot convert a {type(model).__name__} as a TensorFlow model")
