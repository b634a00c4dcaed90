"""In-place ATen calls (`relu_`, `add_.Tensor`, `hardtanh_`, ...) imported as their functional
twins (`relu`, `add.Tensor`, `hardtanh`) where no reader can tell the difference.

torch.export leaves them in eval-mode programs (`nn.ReLU(inplace=True)`, `out += identity` in
every ResNet block), and functionalising them means torch's run_decompositions: a re-trace of the
whole program. A call writes into the storage of its first argument; reading its result as a new
value is exact when nothing reads that storage's earlier contents afterwards:

- the storage is a fresh result (a call whose returns alias nothing), not an input, a parameter
  or a view of another tensor;
- every value held in that storage before the call (the fresh result and the in-place calls on
  it so far) is read only by calls that come earlier in the graph;
- no view of the storage is ever taken (a view read later would see the write).

An eval-mode `dropout_` writes nothing and is its input whatever the storage. A program with an
in-place call that fails these is decomposed as before.
"""

from __future__ import annotations

import operator
from collections.abc import Container
from typing import Any


def functional_twins(graph: Any, known: Container[str]) -> dict[Any, Any] | None:
    """Each in-place call of the FX `graph` -> the functional OpOverload to import it as; None if
    one cannot be (its twin is not in `known`, ATen overload names such as `add.Tensor`, or a
    reader could see its write)."""
    order = {node: i for i, node in enumerate(graph.nodes)}
    storage: dict[Any, Any] = {}  # value -> the fresh call result whose storage holds it
    versions: dict[Any, list] = {}  # a fresh call result -> the values its storage has held
    twins: dict[Any, Any] = {}
    for node in graph.nodes:
        if node.op != "call_function":
            continue
        if node.target is operator.getitem:
            if node.args[0] in storage:  # a part of a fresh tuple is fresh
                storage[node], versions[node] = node, [node]
            continue
        schema = getattr(node.target, "_schema", None)
        if schema is None:
            continue
        if not _in_place(schema.name):
            if all(r.alias_info is None for r in schema.returns):
                storage[node], versions[node] = node, [node]
            continue
        twin = _twin(node.target)
        if twin is None or _overload_name(twin) not in known or not node.args:
            return None
        root = storage.get(node.args[0])
        seen = root is None or not _unread_after(node, versions[root], order)
        if seen and not _writes_nothing(node):
            return None
        if root is not None:
            storage[node] = root
            versions[root].append(node)
        twins[node] = twin
    return twins


def _unread_after(call: Any, versions: list, order: dict) -> bool:
    """No value of `versions` is read after `call` or viewed at all."""
    for version in versions:
        for user in version.users:
            if user is call:
                continue
            if order.get(user, len(order)) > order[call] or _is_view(user):
                return False
    return True


def _writes_nothing(node: Any) -> bool:
    """`dropout_` in eval mode (or of p = 0) leaves its input as it is: any storage will do."""
    import torch

    if node.target is not torch.ops.aten.dropout_.default:
        return False
    given = dict(zip(("self", "p", "train"), node.args), **node.kwargs)
    return given.get("train") is False or given.get("p") == 0


def _is_view(node: Any) -> bool:
    """A call whose result aliases an argument without writing it (`view`, `flatten`, ...)."""
    schema = getattr(node.target, "_schema", None)
    return schema is not None and any(r.alias_info is not None and not r.alias_info.is_write for r in schema.returns)


def _in_place(name: str) -> bool:
    """`aten::relu_`, not the operators `aten::__and__`."""
    return name.startswith("aten::") and name.endswith("_") and not name.endswith("__")


def _twin(target: Any) -> Any:
    """`aten.relu_.default` -> `aten.relu.default`, `aten.add_.Tensor` -> `aten.add.Tensor`."""
    import torch

    schema = target._schema
    packet = getattr(torch.ops.aten, schema.name[len("aten::") : -1], None)
    return getattr(packet, schema.overload_name or "default", None) if packet is not None else None


def _overload_name(target: Any) -> str:
    schema = target._schema
    return f"{schema.name.split('::', 1)[1]}.{schema.overload_name or 'default'}"
