"""`--transformations-config FILE`: Model Optimizer's JSON that points transformations at parts
of a model.

The file is a list of entries:

    [{"id": "fuse-example-swish", "match_kind": "scope", "instances": ["block1/swish", "block2/swish"],
      "custom_attributes": {"beta": 1.0}}]

- `scope`: each instance is a regular expression; the ops whose node names match it from the
  start (`block1/swish` matches `block1/swish/mul`) form one subgraph.
- `points`: each instance is `{"start_points": [...], "end_points": [...]}`, node names; the
  subgraph is every op on a path from a start point to an end point, both included.
- `general`: no instances; the transformation gets the module and the custom attributes.

Entries are checked when the file is read (an error names the entry and the field); a
`points` instance naming a node the model lacks is an error naming that node.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation, SSAValue
from xdsl.traits import IsTerminator
from xdsl.utils.exceptions import PassFailedException

from ovopt.registry import MATCH_KINDS
from ovopt.support.locations import node_name

# Keys Model Optimizer's configs carry besides these (port mappings of scope replacements)
# are accepted and ignored, so its files load unchanged.
_KNOWN_KEYS = {"id", "match_kind", "instances", "custom_attributes"}
_MO_KEYS = {"inputs", "outputs", "include_inputs_to_sub_graph", "include_outputs_to_sub_graph"}


class ConfigError(Exception):
    """The transformations config is malformed; the message names the entry and field."""


@dataclass(frozen=True)
class ConfigEntry:
    id: str
    match_kind: str
    instances: tuple[Any, ...] = ()
    custom_attributes: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)


def load_config(path: str) -> dict[str, tuple[ConfigEntry, ...]]:
    """The entries of the file at `path`, by transformation id."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as error:
        raise ConfigError(f"cannot read the transformations config {path}: {error.strerror}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise ConfigError(f"the transformations config {path} is not JSON: {error}") from None
    return parse_config(data, path)


def parse_config(data: Any, where: str = "the transformations config") -> dict[str, tuple[ConfigEntry, ...]]:
    if not isinstance(data, list):
        raise ConfigError(f"{where}: expected a list of entries, got {type(data).__name__}")
    by_id: dict[str, list[ConfigEntry]] = {}
    for index, item in enumerate(data):
        entry = _entry(item, f"{where}: entry {index}")
        by_id.setdefault(entry.id, []).append(entry)
    return {i: tuple(entries) for i, entries in by_id.items()}


def _entry(item: Any, where: str) -> ConfigEntry:
    if not isinstance(item, dict):
        raise ConfigError(f"{where}: expected an object, got {type(item).__name__}")
    unknown = sorted(set(item) - _KNOWN_KEYS - _MO_KEYS)
    if unknown:
        raise ConfigError(f"{where}: unknown field '{unknown[0]}' (fields: {', '.join(sorted(_KNOWN_KEYS))})")
    ident = item.get("id")
    if not isinstance(ident, str) or not ident:
        raise ConfigError(f"{where}: 'id' must name a transformation")
    where = f"{where} ('{ident}')"
    kind = item.get("match_kind")
    if kind not in MATCH_KINDS:
        raise ConfigError(f"{where}: 'match_kind' must be one of {', '.join(MATCH_KINDS)}, not {kind!r}")
    attributes = item.get("custom_attributes", {})
    if not isinstance(attributes, dict):
        raise ConfigError(f"{where}: 'custom_attributes' must be an object")
    instances = item.get("instances", [] if kind == "general" else None)
    if kind == "scope":
        instances = [instances] if isinstance(instances, str) else instances
        if not isinstance(instances, list) or not instances or not all(isinstance(i, str) for i in instances):
            raise ConfigError(f"{where}: a scope entry's 'instances' is a list of node-name patterns")
        for pattern in instances:
            try:
                re.compile(pattern)
            except re.error as error:
                raise ConfigError(f"{where}: instance {pattern!r} is not a regular expression: {error}") from None
    elif kind == "points":
        instances = [instances] if isinstance(instances, dict) else instances
        if not isinstance(instances, list) or not instances:
            raise ConfigError(f"{where}: a points entry's 'instances' lists start_points and end_points")
        for instance in instances:
            if not isinstance(instance, dict) or set(instance) != {"start_points", "end_points"}:
                raise ConfigError(f'{where}: each instance is {{"start_points": [...], "end_points": [...]}}')
            for key in ("start_points", "end_points"):
                names = instance[key]
                if not isinstance(names, list) or not names or not all(isinstance(n, str) for n in names):
                    raise ConfigError(f"{where}: '{key}' must be a non-empty list of node names")
    elif instances not in ([], None):
        raise ConfigError(f"{where}: a general entry takes no 'instances'")
    return ConfigEntry(ident, kind, tuple(instances or ()), attributes)


@dataclass
class SubgraphMatch:
    """The ops one config instance selects, in body order, and how they connect to the rest:
    `inputs` are the values they use from outside, `outputs` their values used outside."""

    ops: list[Operation]
    inputs: list[SSAValue]
    outputs: list[SSAValue]
    custom_attributes: dict[str, Any]
    instance: Any

    def op_named(self, name: str) -> Operation | None:
        return next((op for op in self.ops if node_name(op) == name), None)


def find_matches(module: ModuleOp, entry: ConfigEntry) -> list[SubgraphMatch]:
    """One match per instance of `entry` that selects any op (scope) or every instance (points)."""
    ops = list(_body_ops(module))
    matches = []
    for instance in entry.instances:
        if entry.match_kind == "scope":
            pattern = re.compile(instance)
            chosen = [op for op in ops if (name := node_name(op)) is not None and pattern.match(name)]
        else:
            chosen = _between_points(ops, instance, entry.id)
        if chosen:
            matches.append(_match(chosen, entry.custom_attributes, instance))
    return matches


def _body_ops(module: ModuleOp) -> Iterable[Operation]:
    for function in module.ops:
        if isinstance(function, FuncOp):
            for block in function.body.blocks:
                yield from (op for op in block.ops if not op.has_trait(IsTerminator))


def _between_points(ops: list[Operation], instance: dict[str, list[str]], ident: str) -> list[Operation]:
    by_name: dict[str, list[Operation]] = {}
    for op in ops:
        name = node_name(op)
        if name is not None:
            by_name.setdefault(name, []).append(op)
    for key in ("start_points", "end_points"):
        missing = [n for n in instance[key] if n not in by_name]
        if missing:
            raise PassFailedException(
                f"transformations config entry '{ident}': {key.replace('_', ' ')[:-1]} '{missing[0]}' "
                "is not a node of the model"
            )
    forward = {op for name in instance["start_points"] for op in by_name[name]}
    for op in ops:  # body order is a topological order
        if any(o.owner in forward for o in op.operands):
            forward.add(op)
    backward = {op for name in instance["end_points"] for op in by_name[name]}
    for op in reversed(ops):
        if any(use.operation in backward for result in op.results for use in result.uses):
            backward.add(op)
    return [op for op in ops if op in forward and op in backward]


def _match(chosen: list[Operation], attributes: dict[str, Any], instance: Any) -> SubgraphMatch:
    inside = set(chosen)
    inputs: list[SSAValue] = []
    outputs: list[SSAValue] = []
    for op in chosen:
        for operand in op.operands:
            if operand.owner not in inside and operand not in inputs:
                inputs.append(operand)
        for result in op.results:
            if any(use.operation not in inside for use in result.uses):
                outputs.append(result)
    return SubgraphMatch(chosen, inputs, outputs, attributes, instance)
