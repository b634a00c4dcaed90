"""Conversion cost of ovopt against ovc, in one run, on the models of issue 10: whole-process
wall time, the ratio, peak RSS, start-up, how the cost grows with nodes, and the floor.

    .venv/bin/python benchmarks/convert_speed.py [--quick] [--runs N] [--models A,B] [--json FILE]
    make bench                                 # the same; BENCH_ARGS="--quick --runs 1" for a short run

Everything it needs is in this folder: bench_models.py (and bench_decoder.py) build the
synthetic models the first time, into `--data` (`.harness-data/scaling`); the light models
are the onnx wheel's own; process_timing.py runs each conversion as a fresh process (the two
converters alternating, the median wall time, peak RSS of the converter itself, `os.sync()`
untimed between runs). It prints numbers; it is not a test, and on a shared machine the
figures are noisy.

Start-up is `ov-opt --version` and `--help` (fresh processes, as the conversions) and the
1-node model's conversion, beside issue 26's goal of 0.15 s.

Models: a 1-node Relu (start-up), the light ResNet-50 and DenseNet-121 of the onnx wheel,
ResNet-style chains of 1k and 10k nodes, the 12-layer transformer, a 2-layer Llama-shaped
decoder; without --quick also a chain of 100k nodes, the 48-layer transformer, 7 nodes holding
1 GiB of weights and a Llama-shaped decoder of 1.1 B parameters (4.4 GB of f32 in external data,
also converted with f16 weights: ovopt's `--compress-to-fp16` beside ovc's
`compress_to_fp16=True`) and the same decoder in f16, whose floors (a process that only does
onnx.load and writes the weight bytes) are measured too.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import subprocess
import sys
from pathlib import Path

import process_timing  # beside this script
from bench_models import build, model_size

ROOT = Path(__file__).resolve().parents[1]
STARTUP_GOAL_S = 0.15  # issue 26: `ov-opt --version` and a one-node model
QUICK = ("relu_1node", "resnet50", "densenet121", "resnet_1000", "resnet_10000", "transformer_12l", "llama_tiny")
FULL = (*QUICK, "resnet_100000", "transformer_48l", "weights_1gib", "llama_1b", "llama_1b_f16")
LIGHT = ("resnet50", "densenet121")  # the onnx wheel's light models
FLOORED = ("weights_1gib", "llama_1b", "llama_1b_f16")  # models whose floor is measured
COMPRESSED = ("llama_1b",)  # models also converted with f16 weights, by both converters
DECODER_RSS_GOAL_MB = 300  # issue 26: the 4 GiB decoder, f32, f16 or compressed


def model_paths(names: list[str], data: Path) -> list[Path]:
    """Each named model's file, building the synthetic ones that are not there yet."""
    import onnx

    scaling = data / "scaling"
    synthetic = [n for n in names if n not in LIGHT and n != "relu_1node"]
    missing = [n for n in synthetic if not (scaling / f"{n}.onnx").is_file()]
    if missing:
        print(f"# building {', '.join(missing)} into {scaling}", file=sys.stderr, flush=True)
        build(scaling, missing)
    paths = []
    for name in names:
        if name == "relu_1node":
            paths.append(one_node_model(data / "bench"))
        elif name in LIGHT:
            paths.append(Path(onnx.__file__).parent / "backend" / "test" / "data" / "light" / f"light_{name}.onnx")
        else:
            paths.append(scaling / f"{name}.onnx")
    return paths


def one_node_model(folder: Path) -> Path:
    """A model of one Relu: what a conversion costs besides the model itself (start-up)."""
    import onnx
    from onnx import TensorProto, helper

    path = folder / "relu_1node.onnx"
    if not path.is_file():
        x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8])
        y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 8])
        graph = helper.make_graph([helper.make_node("Relu", ["x"], ["y"], name="relu")], "relu", [x], [y])
        folder.mkdir(parents=True, exist_ok=True)
        onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8), path)
    return path


def model_name(path: Path) -> str:
    return path.stem.removeprefix("light_")


def conversions(name: str) -> list[tuple[str, process_timing.Converter, process_timing.Converter]]:
    """(row name, ovopt, ovc) for each way a model is converted: as it is, and for the models of
    COMPRESSED also with f16 weights."""
    plain = [(name, process_timing.ovopt(), process_timing.ovc())]
    if name not in COMPRESSED:
        return plain
    return [*plain, (f"{name} fp16", process_timing.ovopt(compress_to_fp16=True), process_timing.ovc(True))]


def measure(args: argparse.Namespace, models: list[Path]) -> dict:
    rows, floors = [], {}
    for model in models:
        for name, ovopt, ovc in conversions(model_name(model)):
            print(f"# {name}", file=sys.stderr, flush=True)
            row = process_timing.bench_pair(model, ovopt, ovc, args.workdir, args.runs, args.warmup, args.timeout)
            rows.append({"name": name, "model_name": model_name(model), **model_size(model), **row})
    for model in models:
        if model_name(model) in FLOORED:
            print(f"# floor of {model_name(model)}", file=sys.stderr, flush=True)
            floor = process_timing.floor()
            floors[model_name(model)] = process_timing.bench_pair(
                model, floor, None, args.workdir, args.runs, args.warmup, args.timeout
            )
    used = [c for model in models for _, *pair in conversions(model_name(model)) for c in pair]
    converters = {c.name: process_timing.describe(c) for c in (*used, process_timing.floor())}
    meta = {"runs": args.runs, "warmup": args.warmup, "cpus": os.cpu_count(), "converters": converters}
    return {"meta": meta, "rows": rows, "floors": floors, "startup": startup(args, process_timing.ovopt())}


def startup(args: argparse.Namespace, ovopt: process_timing.Converter) -> dict:
    """The summary of `ov-opt --version` and of `ov-opt --help`, each in fresh processes, and the
    import time of `--version` and of the 1-node conversion, as issue 26 measures start-up."""
    start = ovopt.argv[: ovopt.argv.index("{model}")]  # ov-opt, or python -m ovopt.tools.ov_opt
    folder = args.workdir / "startup"
    folder.mkdir(parents=True, exist_ok=True)
    figures = {}
    for flag in ("--version", "--help"):
        print(f"# ov-opt {flag}", file=sys.stderr, flush=True)
        for _ in range(args.warmup):
            process_timing.launch([*start, flag], folder, args.timeout)
        runs = [process_timing.launch([*start, flag], folder, args.timeout) for _ in range(args.runs)]
        for run in runs:
            said = run.pop("said", "")
            if not run["ok"]:
                run.setdefault("error", said)
        figures[flag] = process_timing.summary(runs)
    one_node = ovopt.command(one_node_model(args.data / "bench"), folder / "relu.xml")
    figures["imports"] = {
        label: statistics.median(import_seconds(command, folder, args.timeout) for _ in range(max(1, args.runs)))
        for label, command in (("ov-opt --version", [*start, "--version"]), ("1-node conversion", one_node))
    }
    return figures


def import_seconds(command: list[str], folder: Path, timeout: float) -> float:
    """The sum of the self times `python -X importtime` gives the modules `command` imports
    (NaN when it fails)."""
    env = {**os.environ, "PYTHONPROFILEIMPORTTIME": "1"}
    done = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=timeout, check=False)
    if done.returncode != 0:
        return math.nan
    lines = [line for line in done.stderr.splitlines() if line.startswith("import time:")]
    return sum(int(line.split("|")[0].split(":")[1]) for line in lines if "self [us]" not in line) / 1e6


def seconds(side: dict) -> str:
    return f"{side['median_s']:.2f}" if side.get("ok") else "failed"


def ratio_cell(row: dict) -> str:
    """The median of the per-run ratios, and their range when the runs differ."""
    if not row.get("ratio_median"):
        return "-"
    low, high = row.get("ratio_min"), row.get("ratio_max")
    spread = f" ({low:.2f}-{high:.2f})" if low is not None and f"{low:.2f}" != f"{high:.2f}" else ""
    return f"{row['ratio_median']:.2f}{spread}"


def report(result: dict) -> str:
    """The markdown table, the linearity line and the floor lines."""
    lines = [
        "| model | nodes | ovopt s | ovc s | ratio (runs' spread) | peak RSS ovopt / ovc MB |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    by_name = {}
    for row in result["rows"]:
        a, b = row["a"], row["b"]
        by_name[row["name"]] = row
        ratio = ratio_cell(row)
        rss = f"{a.get('peak_rss_mb', 0):,.0f} / {b.get('peak_rss_mb', 0):,.0f}"
        lines.append(f"| {row['name']} | {row['nodes']:,} | {seconds(a)} | {seconds(b)} | {ratio} | {rss} |")
    lines.append("")
    lines += startup_lines(result.get("startup", {}), by_name.get("relu_1node"))
    imports = result.get("startup", {}).get("imports", {})
    if imports:
        shown = "; ".join(f"{label} {value:.3f} s" for label, value in imports.items())
        lines.append(f"start-up imports, goal {STARTUP_GOAL_S} s (python -X importtime, median): {shown}")
    lines += linearity(by_name)
    for name, floor in result["floors"].items():
        lines += floor_lines(name, floor, [r for r in result["rows"] if r["model_name"] == name])
    failed = [
        f"{r['name']} ({side}): {r[key].get('error', '')[-300:]}"
        for r in result["rows"]
        for side, key in (("ovopt", "a"), ("ovc", "b"))
        if not r[key].get("ok")
    ]
    if failed:
        lines += ["", "failed conversions:", *failed]
    return "\n".join(lines)


def startup_lines(figures: dict, one_node: dict | None) -> list[str]:
    """`--version`, `--help` and the 1-node conversion: median wall time (min-max, and the median
    CPU time, which a busy machine inflates less) beside the goal."""
    parts = []
    for label, side in (
        *((f"ov-opt {flag}", summary) for flag, summary in figures.items() if flag != "imports"),
        *((("1-node conversion", one_node["a"]),) if one_node else ()),
    ):
        if side.get("ok"):
            spread = f"{side['min_s']:.3f}-{side['max_s']:.3f}, CPU {side['median_cpu_s']:.3f}"
            parts.append(f"{label} {side['median_s']:.3f} s ({spread})")
        else:
            parts.append(f"{label} failed: {side.get('error', '')[-200:]}")
    return [f"start-up, goal {STARTUP_GOAL_S} s (median wall, min-max, CPU): {'; '.join(parts)}"] if parts else []


def linearity(by_name: dict) -> list[str]:
    """(time at 10x the nodes - start-up) / (time - start-up), for 1k -> 10k and 10k -> 100k
    nodes: 10 when the cost is linear in nodes (issue 26's goal for 100k: at most 10)."""
    start = by_name.get("relu_1node")
    lines = []
    for small_name, large_name, what in (
        ("resnet_1000", "resnet_10000", "10k / 1k"),
        ("resnet_10000", "resnet_100000", "100k / 10k"),
    ):
        small, large = by_name.get(small_name), by_name.get(large_name)
        if not (start and small and large):
            continue
        parts = []
        for side, label in (("a", "ovopt"), ("b", "ovc")):
            if all(r[side].get("ok") for r in (start, small, large)):
                base = start[side]["median_s"]
                grown = (large[side]["median_s"] - base) / max(small[side]["median_s"] - base, 1e-9)
                parts.append(f"{label} {grown:.1f}")
        lines.append(f"linearity {what} nodes, (time - start-up) ratio, 10 is linear: {', '.join(parts)}")
    return lines


def floor_lines(name: str, floor: dict, rows: list[dict]) -> list[str]:
    """A model's floor, and ovopt's time and peak memory in each of its rows against the goals."""
    if not floor["a"].get("ok"):
        return [f"floor of {name}: failed: {floor['a'].get('error', '')[-300:]}"]
    base = floor["a"]["median_s"]
    lines = [f"floor of {name} (onnx.load + write the weight bytes): {base:.2f} s"]
    for row in rows:
        if row["a"].get("ok") and row["b"].get("ok"):
            lines.append(
                f"{row['name']}: ovopt {row['a']['median_s'] / base:.2f}x the floor (goal 1.2), "
                f"ovc {row['b']['median_s'] / base:.2f}x; peak RSS ovopt {row['a']['peak_rss_mb']:,.0f} MB "
                f"(goal {rss_goal(row)}), ovc {row['b']['peak_rss_mb']:,.0f} MB"
            )
    return lines


def rss_goal(row: dict) -> str:
    """Issue 26's bound for the 4 GiB decoder, issue 10's for the other models."""
    if row["model_name"].startswith("llama_1b"):
        return f"{DECODER_RSS_GOAL_MB} MB"
    return f"{1.2 * row['weight_mb'] + 200:,.0f} MB: 1.2x the weights + 200 MB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help=f"only {', '.join(QUICK)}")
    parser.add_argument("--models", help=f"comma-separated, of {', '.join(FULL)} (and bench_models.py's)")
    parser.add_argument("--runs", type=int, default=3, help="timed runs per converter and model (median)")
    parser.add_argument("--warmup", type=int, default=1, help="untimed runs first (page cache, bytecode)")
    parser.add_argument("--timeout", type=float, default=1800.0, help="seconds one conversion may take")
    parser.add_argument("--json", type=Path, help="also write every run's figures here")
    parser.add_argument("--data", type=Path, default=ROOT / ".harness-data", help="where the models are built")
    args = parser.parse_args(argv)
    args.data = args.data.resolve()
    names = args.models.split(",") if args.models else list(QUICK if args.quick else FULL)
    # What an installed ovopt costs: its bytecode cached after the warm-up run, as pip leaves it.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    models = model_paths(names, args.data)
    args.workdir = args.data / "work" / "convert-speed"  # on the models' disk: /tmp may be memory
    result = measure(args, models)
    print(report(result))
    if args.json:
        process_timing.dump(args.json, result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
