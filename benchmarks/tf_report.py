"""docs/tf_conformance.md from the results benchmarks/tf_conformance.py writes (its JSON): the
counts, the cases only one converter passes, and the tables. Imports neither TensorFlow nor
OpenVINO, so that a test can render the checked-in page again from its JSON."""

from __future__ import annotations

from typing import Any

TABLES = {
    "tf_ops": "TF raw ops (one-op frozen graphs, against TensorFlow)",
    "tflite_ops": "TFLite builtin operators (small models, against LiteRT)",
    "models": "Models (against TensorFlow, or LiteRT for .tflite)",
}
CONVERTERS = ("ovopt", "ovc")


def verdicts(entry: dict[str, Any]) -> str:
    if "not_run" in entry:
        return f"not run: {entry['not_run']}"
    passed = {c: entry[c].get("pass", entry[c].get("ok")) for c in CONVERTERS if c in entry}
    return ", ".join(f"{c} {'pass' if ok else 'FAIL'}" for c, ok in passed.items())


def counted(section: dict[str, dict]) -> dict[str, dict]:
    """The cases both converters ran (a model TensorFlow could not save is not counted)."""
    return {name: entry for name, entry in section.items() if all(c in entry for c in CONVERTERS)}


def only(section: dict[str, dict], winner: str) -> list[str]:
    loser = "ovc" if winner == "ovopt" else "ovopt"
    return [name for name, e in counted(section).items() if e[winner]["pass"] and not e[loser]["pass"]]


def result(verdict: dict[str, Any]) -> str:
    return "pass" if verdict["pass"] else "**fail**"


def difference(verdict: dict[str, Any]) -> str:
    return f"{verdict['diff']:.3g}" if "diff" in verdict else "-"


def transposes(verdict: dict[str, Any]) -> str:
    return str(verdict["transposes"]) if "transposes" in verdict else "-"


def cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def summary(results: dict[str, Any]) -> list[str]:
    lines = [
        "| table | cases | ovopt passes | ovc passes | both | only ovc | only ovopt |",
        "|---|---|---|---|---|---|---|",
    ]
    for key, title in TABLES.items():
        cases = counted(results.get(key, {}))
        if not cases:
            continue
        ovopt = sum(e["ovopt"]["pass"] for e in cases.values())
        ovc = sum(e["ovc"]["pass"] for e in cases.values())
        both = sum(e["ovopt"]["pass"] and e["ovc"]["pass"] for e in cases.values())
        lines.append(
            f"| {title.split(' (')[0]} | {len(cases)} | {ovopt} | {ovc} | {both} | "
            f"{len(only(cases, 'ovc'))} | {len(only(cases, 'ovopt'))} |"
        )
    lines.append("")
    for key, title in TABLES.items():
        section = results.get(key, {})
        if not section:
            continue
        for winner in ("ovc", "ovopt"):
            names = only(section, winner)
            listed = ", ".join(f"`{n}`" for n in names) if names else "none"
            lines.append(f"- {title.split(' (')[0]}, only {winner} passes: {listed}")
    return [*lines, ""]


def errors(entry: dict[str, Any]) -> str:
    return "; ".join(f"{c}: {cell(entry[c]['error'])}" for c in CONVERTERS if "error" in entry.get(c, {}))


def tf_ops_table(section: dict[str, dict]) -> list[str]:
    lines = ["| case | ovopt | ovc | error |", "|---|---|---|---|"]
    for name, e in section.items():
        lines.append(f"| `{name}` | {result(e['ovopt'])} | {result(e['ovc'])} | {errors(e)} |")
    return lines


def compared_table(section: dict[str, dict], first: str) -> list[str]:
    lines = [
        f"| {first} | ovopt | ovc | difference ovopt | ovc | unit | Transposes ovopt | ovc | error |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for name, e in section.items():
        label = f"{e['model']} | {e['form']}" if "model" in e else f"`{name}`"
        if "not_run" in e:
            lines.append(f"| {label} | not run: {cell(e['not_run'])} | | | | | | | |")
            continue
        a, b = e["ovopt"], e["ovc"]
        lines.append(
            f"| {label} | {result(a)} | {result(b)} | {difference(a)} | {difference(b)} | {e['unit']} | "
            f"{transposes(a)} | {transposes(b)} | {errors(e)} |"
        )
    return lines


def int8_lines(section: dict[str, dict]) -> list[str]:
    """The int8 models' largest LSB differences, and any where ovopt's is the larger."""
    rows = [(n, e) for n, e in counted(section).items() if e.get("unit") == "LSB"]
    worse = [
        n for n, e in rows if "diff" in e["ovopt"] and "diff" in e["ovc"] and e["ovopt"]["diff"] > e["ovc"]["diff"]
    ]
    lines = ["| model | LSB ovopt | LSB ovc |", "|---|---|---|"]
    lines += [f"| {n} | {difference(e['ovopt'])} | {difference(e['ovc'])} |" for n, e in rows]
    listed = ", ".join(f"`{n}`" for n in worse) if worse else "none"
    return [*lines, "", f"int8 models where ovopt's IR is further from LiteRT than ovc's: {listed}", ""]


def speed_table(section: dict[str, dict]) -> list[str]:
    lines = [
        "| model | format | seconds ovopt | ovc | ratio | peak RSS MiB ovopt | ovc | ratio |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for e in section.values():
        a, b = e["ovopt"], e["ovc"]
        if not (a.get("ok") and b.get("ok")):
            lines.append(f"| {e['model']} | {e['form']} | failed: {cell(a.get('error') or b.get('error', ''))} |")
            continue
        lines.append(
            f"| {e['model']} | {e['form']} | {a['wall_s']:.2f} | {b['wall_s']:.2f} | {a['wall_s'] / b['wall_s']:.2f} | "
            f"{a['rss_mb']:.0f} | {b['rss_mb']:.0f} | {a['rss_mb'] / b['rss_mb']:.2f} |"
        )
    return lines


def markdown(results: dict[str, Any]) -> str:
    lines = [
        "# TensorFlow and TFLite conformance beside ovc",
        "",
        "Generated by `benchmarks/tf_conformance.py` (rendered from `docs/tf_conformance.json`; "
        "`--from-json docs/tf_conformance.json --markdown docs/tf_conformance.md` renders it again). "
        "ovopt is `ov-opt MODEL -t ir -o model.xml`, ovc is `openvino.convert_model` of the same file; "
        "both IRs run in OpenVINO (CPU, f32). A float case passes within 1e-4 of the largest reference "
        "value (5e-2 for dynamic-range TFLite, whose kernels quantize activations on the fly), an int8 "
        "operator case within 1 LSB; an int8 model passes when it converts and runs with the model's "
        "shapes and dtypes, its largest difference from LiteRT in output LSB beside ovc's.",
        "",
    ]
    if results.get("note"):
        lines += [f"**Note.** {results['note']}", ""]
    environment = results.get("environment", {})
    if environment:
        lines += ["Run: " + ", ".join(f"{k} {v}" for k, v in environment.items()) + ".", ""]
    lines += ["## Counts", "", *summary(results)]
    if results.get("tf_ops"):
        lines += ["## " + TABLES["tf_ops"], "", *tf_ops_table(results["tf_ops"]), ""]
    if results.get("tflite_ops"):
        lines += ["## " + TABLES["tflite_ops"], "", *compared_table(results["tflite_ops"], "case"), ""]
    if results.get("models"):
        lines += ["## " + TABLES["models"], "", *compared_table(results["models"], "model | format"), ""]
        lines += ["### int8 TFLite models: largest difference from LiteRT", "", *int8_lines(results["models"])]
    if results.get("speed"):
        lines += [
            "## Conversion time and peak RSS (whole process, one run each)",
            "",
            *speed_table(results["speed"]),
            "",
        ]
    return "\n".join(lines).rstrip() + "\n"
