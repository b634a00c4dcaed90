"""`onnx-expand-functions`: operators without a lowering become the ops of their ONNX function.

An op that `convert-onnx-to-ov` does not lower directly, and whose schema defines it as a
function (SoftmaxCrossEntropyLoss, NegativeLogLikelihoodLoss, CenterCropPad, the windows,
Attention where no direct lowering takes it, ...), is replaced by the function's nodes. The
body is inlined by ONNX's own inliner (attribute references substituted, defaults applied),
typed by ONNX shape inference and imported by the ONNX frontend (found in the registry, as the
driver finds it), so its ops are what the frontend would make of the same nodes in a model.
Those ops are expanded in turn when they need it.

An expanded op is located at `callsite("X/inner" at fused<"Kind-N">["X"])`: errors name the
inner node and the node `X` of the model whose expansion it is.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from onnx import ModelProto, TypeProto, helper, inliner, shape_inference
from xdsl.context import Context
from xdsl.dialects.builtin import CallSiteLoc, DictionaryAttr, FusedLoc, IntegerAttr, ModuleOp, StringAttr
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import DiagnosticException, PassFailedException

from ovopt import registry
from ovopt.dialects import onnx
from ovopt.dialects.onnx.opsets import newest_opsets
from ovopt.lowering.onnx.direct_lowering import DirectLowerings
from ovopt.lowering.onnx.function_bodies import NoFunctionBody, function_body, has_function_body, node_of, type_proto
from ovopt.lowering.signature import sync_function_types
from ovopt.registry import Source, canonical_domain
from ovopt.support.locations import TENSOR_NAMES_ATTR, carry_tensor_names, describe, node_name, op_kind
from ovopt.support.walking import walk_ops

# The function's own domain in the one-node model handed to the inliner.
_CALL_DOMAIN = "ovopt.expansion"
# Expansions inside expansions; ONNX's functions nest two or three deep.
MAX_DEPTH = 8


@dataclass(frozen=True)
class ExpandFunctionsPass(ModulePass):
    """Replace each onnx op that has no direct lowering by the ops of its ONNX function body."""

    name = "onnx-expand-functions"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        opsets = _model_opsets(op)
        lowers_directly = DirectLowerings()
        read_onnx = registry.FRONTENDS.get("onnx")()

        def import_body(model: ModelProto) -> ModuleOp:
            return read_onnx(Source(ctx, model.SerializeToString(), None))

        work = deque((o, 0) for o in walk_ops(op) if has_function_body(o))
        while work:
            candidate, depth = work.popleft()
            if candidate.parent is None or lowers_directly(candidate):
                continue
            if depth >= MAX_DEPTH:
                raise PassFailedException(f"{describe(candidate)}: function bodies nest more than {MAX_DEPTH} deep")
            work.extend((o, depth + 1) for o in expand(candidate, opsets, import_body) if has_function_body(o))
        sync_function_types(op)  # an expansion may type a result better than the node did


def expand(op: onnx.OnnxOp, opsets: dict[str, int], import_body: Callable[[ModelProto], ModuleOp]) -> list[Operation]:
    """Replace `op` by the ops of its function body (for a model importing `opsets`, "" for
    ai.onnx; a domain it leaves out is taken at its newest), made a model and imported by
    `import_body`; return them."""
    caller = node_name(op) or op.ONNX_TYPE
    node_inputs, inputs = _named(op.input_values())
    while node_inputs and node_inputs[-1] is None:
        node_inputs.pop()
    operands = list(inputs)
    input_types = [type_proto(v.type) for v in operands]
    outputs, named_outputs = _named(op.output_values())
    while outputs and outputs[-1] is None:
        outputs.pop()
    results = [r for r in outputs if r is not None]
    node_outputs = [named_outputs[r] if r is not None else "" for r in outputs]
    try:
        node = node_of(op, [inputs[v] if v is not None else "" for v in node_inputs], node_outputs, caller)
        node_types = [type_proto(v.type) if v is not None else TypeProto() for v in node_inputs]
        function = function_body(op, node, node_types, _opset(opsets, op.ONNX_DOMAIN))
        model = _inlined_model(node, function, operands, input_types, inputs, results, node_outputs, caller, opsets)
        body = import_body(model)
    except NoFunctionBody as error:
        raise PassFailedException(f"{describe(op)} has no lowering to OpenVINO, and {error}") from None
    except DiagnosticException as error:
        raise PassFailedException(f"{describe(op)}: its ONNX function body cannot be expanded: {error}") from None
    return _splice(op, body, operands, results)


def _named(formals: dict[str, tuple[SSAValue, ...]]) -> tuple[list[SSAValue | None], dict[SSAValue, str]]:
    """The values of an op's formal inputs or outputs, one per position (None for an absent
    optional one), and a name for each distinct value: its formal name (numbered if variadic)."""
    values: list[SSAValue | None] = []
    names: dict[SSAValue, str] = {}
    for formal, group in formals.items():
        values.extend(group or (None,))
        for index, value in enumerate(group):
            names.setdefault(value, f"{formal}{index}" if len(group) > 1 else formal)
    return values, names


def _inlined_model(node, function, operands, input_types, inputs, results, node_outputs, caller, opsets) -> ModelProto:
    """A model of `node` alone calling `function`, inlined, its nodes named after `caller`, typed.
    A domain the body uses and the function does not import is the model's (ai.onnx.preview's
    functions leave ai.onnx out)."""
    function.domain, function.name = _CALL_DOMAIN, node.op_type
    node.domain = _CALL_DOMAIN
    graph = helper.make_graph(
        [node],
        caller,
        [helper.make_value_info(inputs[v], t) for v, t in zip(operands, input_types)],
        [helper.make_value_info(n, type_proto(r.type)) for n, r in zip(filter(None, node_outputs), results)],
    )
    imported = {canonical_domain(e.domain) for e in function.opset_import}
    missing = {canonical_domain(n.domain) for n in function.node} - imported
    extra = [helper.make_opsetid(d, _opset(opsets, d)) for d in sorted(missing)]
    imports = [*function.opset_import, *extra, helper.make_opsetid(_CALL_DOMAIN, 1)]
    model = inliner.inline_local_functions(helper.make_model(graph, opset_imports=imports, functions=[function]))
    for index, inner in enumerate(model.graph.node):
        inner.name = f"{caller}/{inner.name or next((o for o in inner.output if o), str(index))}"
    try:
        return shape_inference.infer_shapes(model, check_type=False, strict_mode=False, data_prop=True)
    except Exception:  # noqa: BLE001  (inference helps; the lowering names what it lacks)
        return model


def _splice(op: Operation, body: ModuleOp, operands: list[SSAValue], results: list[SSAValue]) -> list[Operation]:
    function = body.body.block.first_op
    assert isinstance(function, FuncOp)
    block = function.body.block
    for argument, operand in zip(block.args, operands):
        argument.replace_all_uses_with(operand)
    caller = FusedLoc([op.location], StringAttr(op_kind(op)))
    *inner, ret = list(block.ops)
    assert isinstance(ret, ReturnOp)
    parent = op.parent_block()
    assert parent is not None
    for new in inner:
        new.detach()
        new.attributes.pop(TENSOR_NAMES_ATTR, None)  # inner values are no tensors of the model
        new.location = CallSiteLoc(new.location, caller)
        parent.insert_op_before(new, op)
    for old, new in zip(results, ret.arguments):  # an argument returned is its operand by now
        carry_tensor_names(old, new)
        old.replace_all_uses_with(new)
    for result in op.results:
        if result.uses:
            raise PassFailedException(f"{describe(op)}: its function body does not compute result {result.index}")
    op.detach()
    op.erase()
    return inner


def _opset(opsets: dict[str, int], domain: str) -> int:
    return opsets.get(domain) or newest_opsets().get(domain, 1)


def _model_opsets(module: ModuleOp) -> dict[str, int]:
    """The opsets the module records (`onnx.opset_import`); none for a module written by hand."""
    opsets = module.attributes.get("onnx.opset_import")
    if not isinstance(opsets, DictionaryAttr):
        return {}
    return {canonical_domain(d): v.value.data for d, v in opsets.data.items() if isinstance(v, IntegerAttr)}
