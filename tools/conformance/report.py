"""The tables of a conformance run, the figures docs/supported_ops.md shows, and the difference
between two runs.

A results file (`--json`) holds `meta` (converters, roots, versions, commit, machine, wall time,
whether the run was complete) and `tests`: per test its id, root, operators, `single_op` and
`unsupported`, and under `results` one verdict per converter (`class`, `detail`, times).
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path

CLASSES = (
    "pass",
    "dtype_mismatch",
    "mismatch",
    "convert_failed",
    "read_failed",
    "compile_failed",
    "infer_failed",
    "harness_error",
)
SHORT = {
    "pass": "pass",
    "dtype_mismatch": "dtype",
    "mismatch": "values",
    "convert_failed": "convert",
    "read_failed": "read",
    "compile_failed": "compile",
    "infer_failed": "infer",
    "harness_error": "harness",
}


def load(path: Path) -> dict:
    return json.loads(Path(path).read_text())


def runnable(tests: list[dict]) -> list[dict]:
    """The tests whose inputs and outputs OpenVINO can take (the others are not counted)."""
    return [t for t in tests if not t.get("unsupported")]


def passed(test: dict, converter: str) -> bool:
    return test["results"].get(converter, {}).get("class") == "pass"


def figures(data: dict, converters: tuple[str, ...] | None = None) -> dict:
    """Runnable tests and passes per root, and per operator over the node root's single-operator
    tests: {"roots": {root: {"tests": n, conv: passes}}, "operators": {...}}."""
    converters = converters or tuple(data["meta"]["converters"])
    roots: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(("tests", *converters), 0))
    operators: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(("tests", *converters), 0))
    for test in runnable(data["tests"]):
        groups = [roots[test["root"]]]
        if test["root"] == "node" and test.get("single_op"):
            groups.append(operators[test["single_op"]])
        for group in groups:
            group["tests"] += 1
            for converter in converters:
                group[converter] += passed(test, converter)
    return {"roots": dict(roots), "operators": dict(sorted(operators.items()))}


def text_table(header: list[str], rows: list[list[str]]) -> list[str]:
    """A markdown table with its columns aligned (numbers to the right), to read in a terminal."""
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        padded = [
            str(c).rjust(w) if i and str(c).replace(".", "").replace("%", "").isdigit() else str(c).ljust(w)
            for i, (c, w) in enumerate(zip(cells, widths))
        ]
        return "| " + " | ".join(padded) + " |"

    return [line(header), "|" + "|".join("-" * (w + 2) for w in widths) + "|", *(line(r) for r in rows)]


def root_table(data: dict, converter: str) -> list[str]:
    """Per root, the runnable tests of each class for one converter."""
    tests = runnable(data["tests"])
    roots = list(dict.fromkeys(t["root"] for t in data["tests"]))
    rows = []
    for root in [*roots, "all"]:
        chosen = [t for t in tests if root in ("all", t["root"])]
        classes = Counter(t["results"].get(converter, {}).get("class") for t in chosen)
        loose = sum(bool(t["results"].get(converter, {}).get("pass_loose")) for t in chosen)
        share = f"{100 * classes['pass'] / len(chosen):.1f}%" if chosen else "-"
        rows.append([root, str(len(chosen)), *(str(classes[c]) for c in CLASSES), share, str(loose)])
    skipped = len(data["tests"]) - len(tests)
    return [
        f"{converter}: runnable tests per root and how each ended ({skipped} tests with sequence, optional,"
        " map or string inputs or outputs not counted; loose: values within rtol 1e-2, atol 1e-4)",
        "",
        *text_table(["root", "tests", *(SHORT[c] for c in CLASSES), "pass %", "loose"], rows),
    ]


def summary_table(data: dict) -> list[str]:
    """Runnable tests and passes per root, the converters side by side."""
    converters = list(data["meta"]["converters"])
    found = figures(data)["roots"]
    roots = [r for r in dict.fromkeys(t["root"] for t in data["tests"]) if r in found]
    rows = [[root, str(found[root]["tests"]), *(str(found[root][c]) for c in converters)] for root in roots]
    rows.append(["all", *(str(sum(found[r][k] for r in roots)) for k in ("tests", *converters))])
    return ["runnable tests passing per root", "", *text_table(["root", "tests", *converters], rows)]


def operator_table(data: dict, every: bool = False) -> list[str]:
    """Per operator, its single-operator node tests that pass; only operators some converter
    fails unless `every`."""
    converters = list(data["meta"]["converters"])
    found = figures(data)["operators"]
    rows = [
        [op, str(f["tests"]), *(str(f[c]) for c in converters)]
        for op, f in found.items()
        if every or any(f[c] < f["tests"] for c in converters)
    ]
    which = "every operator" if every else "operators with a failing test (--all-ops lists every one)"
    title = f"single-operator node tests passing, {which}: {len(rows)} of {len(found)}"
    return [title, "", *text_table(["operator", "tests", *converters], rows)]


def failures(data: dict, converter: str, limit: int) -> list[str]:
    """The first `limit` failing tests of a converter, with their reasons."""
    bad = [t for t in runnable(data["tests"]) if not passed(t, converter)]
    lines = [f"{converter}: {len(bad)} runnable tests fail" + (f", the first {limit}:" if len(bad) > limit else ":")]
    for test in bad[:limit]:
        verdict = test["results"].get(converter, {})
        lines.append(f"  {verdict.get('class', '?'):15s} {test['id']}  {verdict.get('detail', '')[:160]}")
    return lines


def diff(a: tuple[dict, str], b: tuple[dict, str]) -> list[str]:
    """How the tests' classes moved from run A's converter to run B's."""
    (data_a, conv_a), (data_b, conv_b) = a, b
    tests_a = {t["id"]: t for t in data_a["tests"]}
    tests_b = {t["id"]: t for t in data_b["tests"]}
    common = [i for i in tests_a if i in tests_b and not tests_a[i].get("unsupported")]

    def cls(tests: dict, i: str, converter: str) -> str:
        return tests[i]["results"].get(converter, {}).get("class", "not run")

    moves = Counter((cls(tests_a, i, conv_a), cls(tests_b, i, conv_b)) for i in common)
    lines = [
        f"A: {conv_a}, {data_a['meta'].get('commit', '?')}, {data_a['meta'].get('date', '?')}",
        f"B: {conv_b}, {data_b['meta'].get('commit', '?')}, {data_b['meta'].get('date', '?')}",
        f"runnable tests in both: {len(common)}; only in A: {len(set(tests_a) - set(tests_b))};"
        f" only in B: {len(set(tests_b) - set(tests_a))}",
        f"pass: A {sum(cls(tests_a, i, conv_a) == 'pass' for i in common)},"
        f" B {sum(cls(tests_b, i, conv_b) == 'pass' for i in common)}",
        "",
        "class changes, A -> B:",
    ]
    lines += [f"  {x:15s} -> {y:15s} {n}" for (x, y), n in moves.most_common() if x != y] or ["  none"]
    sides = ((tests_a, conv_a), (tests_b, conv_b))
    for title, (tests_x, conv_x), (tests_y, conv_y) in (
        ("pass in A, not in B", *sides),
        ("pass in B, not in A", *reversed(sides)),
    ):
        only = sorted(i for i in common if cls(tests_x, i, conv_x) == "pass" != cls(tests_y, i, conv_y))
        lines += ["", f"{title} ({len(only)}):"]
        for i in only:
            verdict = tests_y[i]["results"].get(conv_y, {})
            lines.append(f"  {i:60s} {verdict.get('class', 'not run'):15s} {verdict.get('detail', '')[:100]}")
    return lines
