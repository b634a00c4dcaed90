"""Model Optimizer's "config update" helper: fill a transformations config's port mappings from
the model.

    python -m ovopt.tools.config_update MODEL CONFIG.json [-o UPDATED.json]

Model Optimizer's `points` and `scope` entries carry `inputs` and `outputs`: for each tensor
entering the subgraph, the nodes inside that read it and at which input port; for each tensor
leaving it, the node inside that gives it and at which output port. Writing them by hand means
reading the graph; this reads it. Each entry's instances are matched on the model as
`--transformations-config` matches them (`lowering/transformations_config.py`), in the
frontend's dialect, so the names are the model's node names (TensorFlow's, with their scopes):

    "inputs": [[{"node": "block/conv", "port": 0}], [{"node": "block/conv", "port": 1}]],
    "outputs": [{"node": "block/relu", "port": 0}]

An entry with several instances gets the first instance's mappings (Model Optimizer's configs
describe one shape of subgraph per entry); `general` entries are left as they are. ovopt itself
computes a match's inputs and outputs and ignores these fields: they are for a file that
Model Optimizer (or a reader) uses too. The updated config is printed, or written to `-o`.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from xdsl.utils.exceptions import PassFailedException

from ovopt.lowering.transformations_config import ConfigEntry, ConfigError, SubgraphMatch, find_matches, parse_config
from ovopt.support.locations import node_name


def port_mappings(match: SubgraphMatch) -> dict[str, list]:
    """The `inputs` and `outputs` of Model Optimizer's format for one matched subgraph."""
    inside = set(match.ops)
    inputs = []
    for value in match.inputs:
        readers = [
            {"node": node_name(use.operation), "port": use.index}
            for use in value.uses
            if use.operation in inside and node_name(use.operation) is not None
        ]
        inputs.append(sorted(readers, key=lambda r: (match.ops.index(match.op_named(r["node"])), r["port"])))
    outputs = [{"node": node_name(value.owner), "port": value.index} for value in match.outputs]
    return {"inputs": inputs, "outputs": outputs}


def update(module, data: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`data` (the config's JSON list) with the `inputs` / `outputs` of every scope and points
    entry that matches the model; an entry that matches nothing is an error naming it."""
    parse_config(data)  # checked as --transformations-config checks it
    updated = []
    for item in data:
        item = dict(item)
        if item.get("match_kind") in ("scope", "points"):
            entry = ConfigEntry(item["id"], item["match_kind"], tuple(item.get("instances", ())))
            matches = find_matches(module, entry)
            if not matches:
                raise ConfigError(f"transformations config entry '{entry.id}': no instance matches a node of the model")
            item.update(port_mappings(matches[0]))
        updated.append(item)
    return updated


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="config_update", description=__doc__.split("\n\n")[0])
    parser.add_argument("model", help="the model (any format ov-opt reads)")
    parser.add_argument("config", help="the transformations config (JSON)")
    parser.add_argument("-o", "--output", help="where to write the updated config (default: print it)")
    args = parser.parse_args(argv)
    from ovopt.api import ConversionError, import_module

    try:
        with open(args.config, encoding="utf-8") as f:
            data = json.load(f)
        module = import_module(args.model)
        text = json.dumps(update(module, data), indent=2) + "\n"
    except (OSError, json.JSONDecodeError, ConfigError, ConversionError, PassFailedException) as error:
        print(f"config_update: error: {error}", file=sys.stderr)
        return 1
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
