"""Write docs/supported_ops.md: every operator version of ONNX's default domain and how ovopt
takes it, asked of the registry rather than kept by hand.

    python -m ovopt.tools.supported_ops [--check] [-o FILE] [--conformance RESULTS.json]

Each version is probed on ONNX's own node test models of that version (the models
`onnx.backend.test.case.node` builds, the ones the conformance harness runs): a version is
*lowered directly* when a pattern of `convert-onnx-to-ov` turns the node into ov ops,
*expanded* when the front of `ov-default` (sequence resolution, function-body expansion, the
conversion) takes a model where no pattern takes the node, and *refused* otherwise, with the
conversion's own reason. A version no test model uses is listed as not probed.

The conformance figures (per root, and per operator on ONNX's single-node tests, ovopt's and
ovc's) are kept in docs/conformance-by-op.json; `--conformance FILE` refreshes them from the
results of a complete `ovopt-conformance --vs ovc` run (`make conformance` writes them to
.harness-data/conformance/results.json, which `make docs` then reads).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import re
import sys
import warnings
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from ovopt import registry
from ovopt.dialects import onnx as onnx_dialect
from ovopt.lowering.onnx.direct_lowering import direct_lowering_problem
from ovopt.lowering.pipeline import expand, run_steps
from ovopt.tools.gen_docs import table

DOCS = Path(__file__).resolve().parents[1] / "docs"
DEFAULT_OUTPUT = DOCS / "supported_ops.md"
FIGURES = DOCS / "conformance-by-op.json"
SHIPPED_ROOTS = ("pytorch-converted", "pytorch-operator", "simple")
FRONT = "onnx-resolve-sequences,onnx-expand-functions,convert-onnx-to-ov"

DIRECT, EXPANDED, REFUSED, NOT_PROBED = "lowered directly", "expanded", "refused", "not probed"
_RANK = {DIRECT: 0, EXPANDED: 1, REFUSED: 2}
_OTHERS = 3  # refused, but for a reason that names another op of the test model
# `node 'x' (Kind-13): ` and `... in the expansion of node 'y' (Kind-13)`: the probe's own names.
_NODE = re.compile(r"node '[^']*' \(([^)]*)\)")


@dataclass
class Verdict:
    how: str
    reason: str = ""
    probe: str = ""  # the test model that gave the verdict


def probes() -> list[tuple[str, bytes]]:
    """ONNX's node test models and the model tests its package ships (older opsets):
    (test name, serialized model)."""
    import onnx
    from onnx.backend.test.case.node import collect_testcases

    with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()):
        warnings.simplefilter("ignore")  # the test generators overflow casts on purpose
        cases = collect_testcases()
    models = [(case.name, case.model.SerializeToString()) for case in cases]
    shipped = Path(onnx.__file__).parent / "backend" / "test" / "data"
    for root in SHIPPED_ROOTS:
        models += [(f"{root}/{p.parent.name}", p.read_bytes()) for p in (shipped / root).glob("*/model.onnx")]
    return sorted(models)


def verdicts(models: list[tuple[str, bytes]]) -> dict[tuple[str, int], Verdict]:
    """The best verdict each (operator, since-version) of the default domain gets on `models`,
    then on the single-node ones re-declared at the older versions no model uses."""
    found = _Verdicts()
    for name, data in models:
        found.probe(name, data)
    for name, data in _older_versions(models, set(found.verdicts)):
        found.probe(name, data)
    return found.verdicts


class _Verdicts:
    def __init__(self):
        self.verdicts: dict[tuple[str, int], Verdict] = {}
        self._rank: dict[tuple[str, int], int] = {}

    def keep(self, key: tuple[str, int], verdict: Verdict) -> None:
        rank = _RANK[verdict.how]
        if verdict.how == REFUSED and f"{key[0]}-{key[1]}" not in verdict.reason:
            rank = _OTHERS
        if rank < self._rank.get(key, _OTHERS + 1):
            self.verdicts[key], self._rank[key] = verdict, rank

    def probe(self, name: str, data: bytes) -> None:
        from ovopt.frontends.onnx import import_model

        try:
            module = import_model(data)
        except Exception as error:  # noqa: BLE001  (a model the frontend refuses refuses its ops)
            for key in _node_kinds(data):
                self.keep(key, Verdict(REFUSED, _reason(error), name))
            return
        undecided = []
        for op in module.walk():
            if not isinstance(op, onnx_dialect.OnnxOp) or op.ONNX_DOMAIN != "":
                continue
            key = (op.ONNX_TYPE, op.onnx_version)
            if direct_lowering_problem(op) is None:
                self.keep(key, Verdict(DIRECT, probe=name))
            else:
                undecided.append(key)
        if undecided:
            front = _front_problem(module)
            for key in undecided:
                self.keep(key, Verdict(EXPANDED, probe=name) if front is None else Verdict(REFUSED, front, name))


def _older_versions(models: list[tuple[str, bytes]], probed: set[tuple[str, int]]) -> list[tuple[str, bytes]]:
    """Single-node test models re-declared at each older since-version of their operator that
    no model uses, where ONNX's checker finds the node valid at that version (most versions
    only widen the types): `test_abs@6`."""
    import onnx

    versions: dict[str, set[int]] = defaultdict(set)
    for schema in onnx.defs.get_all_schemas_with_history():
        if schema.domain == "":
            versions[schema.name].add(schema.since_version)
    older = []
    for name, data in models:
        model = onnx.load_from_string(data)
        if len(model.graph.node) != 1 or model.graph.node[0].domain not in ("", "ai.onnx"):
            continue
        op_type = model.graph.node[0].op_type
        for version in sorted(versions.get(op_type, ())):
            if (op_type, version) in probed:
                continue
            del model.opset_import[:]
            model.opset_import.append(onnx.helper.make_opsetid("", version))
            try:
                onnx.checker.check_model(model, full_check=True)
            except Exception:  # noqa: BLE001  (the node is not valid at that version)
                continue
            older.append((f"{name}@{version}", model.SerializeToString()))
            probed.add((op_type, version))
    return older


def _node_kinds(data: bytes) -> set[tuple[str, int]]:
    """The default-domain (operator, since-version) pairs of a serialized model's top graph."""
    import onnx

    model = onnx.load_from_string(data)
    opset = next((o.version for o in model.opset_import if o.domain in ("", "ai.onnx")), None)
    kinds = set()
    for node in model.graph.node:
        if node.domain in ("", "ai.onnx") and opset is not None:
            try:
                kinds.add((node.op_type, onnx.defs.get_schema(node.op_type, opset).since_version))
            except onnx.defs.SchemaError:
                continue
    return kinds


def _front_problem(module: ModuleOp) -> str | None:
    """Why the front of ov-default fails on `module` (None: it does not)."""
    context = Context()
    for name, _ in registry.DIALECTS.items():
        context.register_dialect(name, lambda name=name: registry.load_dialect(name))
    try:
        run_steps(expand(FRONT, {}), context, module)
    except Exception as error:  # noqa: BLE001  (any refusal is the verdict)
        return _reason(error)
    return None


def _reason(error: Exception) -> str:
    """The refusal as the docs show it: one line, the probe's node names left out."""
    text = (str(error).strip().splitlines() or [type(error).__name__])[0]
    return _NODE.sub(r"\1", text)


# -- the page ---------------------------------------------------------------------------------


def render(found: dict[tuple[str, int], Verdict], figures: dict) -> str:
    import onnx

    schemas = [s for s in onnx.defs.get_all_schemas_with_history() if s.domain == ""]
    versions: dict[str, set[int]] = defaultdict(set)
    for schema in schemas:
        versions[schema.name].add(schema.since_version)
    by_op = figures.get("operators", {})
    rows, counts = [], defaultdict(int)
    for op_type in sorted(versions, key=str.lower):
        deprecated = {s.since_version for s in schemas if s.name == op_type and s.deprecated}
        result = by_op.get(op_type)
        conformance = f"{result['ovopt']} / {result['ovc']} of {result['tests']}" if result else ""
        for version in sorted(versions[op_type]):
            verdict = found.get((op_type, version), Verdict(NOT_PROBED))
            counts[verdict.how] += 1
            note = verdict.reason or ("deprecated" if version in deprecated else "")
            probe = f"`{verdict.probe}`" if verdict.probe else ""
            rows.append([op_type, str(version), verdict.how, note, probe, conformance])
            conformance = ""
    summary = ", ".join(f"{how}: {counts[how]}" for how in (DIRECT, EXPANDED, REFUSED, NOT_PROBED))
    lines = [
        "<!-- Generated by `python -m ovopt.tools.supported_ops`: do not edit. -->",
        "",
        "# Supported ONNX operators",
        "",
        "Every version of every operator of ONNX's default domain, as `python -m ovopt.tools.supported_ops`",
        "finds it: each version is probed on ONNX's node test models of that version. *Lowered directly*:",
        "a pattern of `convert-onnx-to-ov` makes ov ops of the node; *expanded*: `onnx-expand-functions`",
        "(or `onnx-resolve-sequences`) takes it through its ONNX function body or sequence rewriting;",
        "*refused*: the reason the conversion gives; *not probed*: no node test uses this version.",
        "",
        f"Operator versions: {sum(counts.values())}; {summary}.",
        "",
        *_conformance_summary(figures),
        "| operator | version | how | reason / note | probed on | node tests passing, ovopt / ovc |",
        "| --- | --- | --- | --- | --- | --- |",
        *table([], rows)[2:],
        "",
    ]
    return "\n".join(lines)


def _conformance_summary(figures: dict) -> list[str]:
    roots = figures.get("roots")
    if not roots:
        return []
    rows = [[root, str(r["tests"]), str(r["ovopt"]), str(r["ovc"])] for root, r in sorted(roots.items())]
    total = {k: sum(r[k] for r in roots.values()) for k in ("tests", "ovopt", "ovc")}
    rows.append(["all", str(total["tests"]), str(total["ovopt"]), str(total["ovc"])])
    return [
        f"Conformance (`make conformance`, OpenVINO CPU in f32; {figures.get('measured', '')}):"
        " runnable tests passing per root.",
        "",
        *table(["root", "tests", "ovopt", "ovc"], rows),
        "",
        "Per operator below: ONNX's single-node tests of the operator that pass.",
        "",
    ]


def figures_from(results_path: Path) -> dict:
    """The figures of a complete `ovopt-conformance --vs ovc` run: runnable tests and passes per
    root and per single-operator node test, and what they were measured on."""
    from ovopt.tools.conformance.report import figures, load

    data = load(results_path)
    meta = data["meta"]
    if set(meta["converters"]) != {"ovopt", "ovc"} or not meta.get("complete"):
        raise SystemExit(
            f"{results_path}: the figures come from a complete run of ovopt and ovc"
            " (`make conformance`, no filter), not from this one"
        )
    versions = meta.get("versions", {})
    measured = (
        f"ovopt at {meta.get('commit', '?')} vs ovc (openvino {versions.get('openvino', '?')}),"
        f" {meta.get('cpus', '?')}-core machine, {meta.get('date', '?')}"
    )
    return {"measured": measured, **figures(data, ("ovopt", "ovc"))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="supported_ops", description=__doc__.split("\n\n")[0])
    parser.add_argument("-o", "--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--check", action="store_true", help="exit 1 if the page is stale instead of writing it")
    parser.add_argument("--conformance", type=Path, help="results of `ovopt-conformance --vs ovc --json FILE`")
    args = parser.parse_args(argv)
    if args.conformance:
        figures = figures_from(args.conformance)
        FIGURES.write_text(json.dumps(figures, indent=1, sort_keys=True) + "\n")
    figures = json.loads(FIGURES.read_text()) if FIGURES.exists() else {}
    page = render(verdicts(probes()), figures)
    if args.check:
        if not args.output.exists() or args.output.read_text() != page:
            print(f"{args.output} is stale: run `make docs` (python -m ovopt.tools.supported_ops)", file=sys.stderr)
            return 1
        return 0
    args.output.write_text(page)
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
