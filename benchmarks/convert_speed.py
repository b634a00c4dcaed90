"""Conversion cost of ovopt against ovc, in one run, on the models of issue 10: whole-process
wall time, the ratio, peak RSS, start-up, how the cost grows with nodes, and the floor.

    .venv/bin/python benchmarks/convert_speed.py [--quick] [--runs N] [--json FILE]
    make bench                     # the same; BENCH_ARGS="--quick --runs 1" for a short run

The measuring is the shared harness's (`convert_bench.py`: a fresh process per run, runs of the
two converters alternating, median wall time, peak RSS through GNU time, `os.sync()` untimed
between runs); this script only picks the models, builds the missing ones with the harness's
`make_scaling_models.py`, and prints the figures the issue asks for. It prints numbers; it is
not a test, and on a shared machine the figures are noisy.

Models: a 1-node Relu (start-up), the light ResNet-50 and DenseNet-121 of the onnx wheel,
ResNet-style chains of 1k and 10k nodes, the 12-layer transformer; without --quick also the
48-layer transformer and 7 nodes holding 1 GiB of weights, whose floor (a process that only
does onnx.load and writes the initializer bytes) is measured too.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import shlex
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
OVOPT_TEMPLATE = "{ov_opt} {{model}} --pass-pipeline=ov-default -t ir -o {{out}}"
QUICK_SKIPS = ("transformer_48l", "weights_1gib")
SCALING = ("resnet_1000", "resnet_10000", "transformer_12l", *QUICK_SKIPS)
LIGHT = ("resnet50", "densenet121")
FLOOR_MODEL = "weights_1gib"


def harness_modules(harness: Path):
    """The harness's convert_bench and common modules, imported from where the harness lives."""
    sys.path.insert(0, str(harness))
    return importlib.import_module("convert_bench"), importlib.import_module("common")


def ensure_models(args: argparse.Namespace) -> list[Path]:
    """The models to measure, building the ones not there yet with the harness's generators."""
    scaling = args.data / "scaling"
    names = [n for n in SCALING if not (args.quick and n in QUICK_SKIPS)]
    missing = [n for n in names if not (scaling / f"{n}.onnx").is_file()]
    if missing:
        print(f"# building {', '.join(missing)} into {scaling}", file=sys.stderr, flush=True)
        generator = args.harness / "make_scaling_models.py"
        subprocess.run([sys.executable, str(generator), "-o", str(scaling), "--only", ",".join(missing)], check=True)
    light = [args.data / "onnx-tests" / "light" / f"test_{n}" / "model.onnx" for n in LIGHT]
    if not all(p.is_file() for p in light):
        print("# writing the light models", file=sys.stderr, flush=True)
        generator = args.harness / "gen_onnx_tests.py"
        subprocess.run(
            [sys.executable, str(generator), "-o", str(args.data / "onnx-tests"), "--kinds", "light"], check=True
        )
    return [one_node_model(args.data / "bench"), *light, *(scaling / f"{n}.onnx" for n in names)]


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


def ov_opt_command() -> str:
    """`ov-opt` beside this interpreter (the venv's), else the module."""
    script = Path(sys.executable).with_name("ov-opt")
    return shlex.quote(str(script)) if script.is_file() else f"{shlex.quote(sys.executable)} -m ovopt.tools.ov_opt"


def model_name(path: Path) -> str:
    return path.parent.name.removeprefix("test_") if path.name == "model.onnx" else path.stem


def measure(args: argparse.Namespace, models: list[Path]) -> dict:
    convert_bench, common = harness_modules(args.harness)
    ovopt = common.Converter("cmd", OVOPT_TEMPLATE.format(ov_opt=ov_opt_command()), sys.executable)
    ovc = convert_bench.make_converter("ovc", sys.executable)
    options = SimpleNamespace(
        workdir=str(args.workdir), runs=args.runs, warmup=args.warmup, timeout=args.timeout, sync=True, keep=False
    )
    rows = []
    for model in models:
        print(f"# {model_name(model)}", file=sys.stderr, flush=True)
        row = convert_bench.bench_model(str(model), ovopt, ovc, options)
        row["name"] = model_name(model)
        rows.append(row)
    floor = None
    if any(model.stem == FLOOR_MODEL for model in models):
        print(f"# floor of {FLOOR_MODEL}", file=sys.stderr, flush=True)
        model = next(m for m in models if m.stem == FLOOR_MODEL)
        floor = convert_bench.bench_model(str(model), convert_bench.Floor(sys.executable), None, options)
    return {"meta": {"runs": args.runs, "warmup": args.warmup, "cpus": os.cpu_count()}, "rows": rows, "floor": floor}


def seconds(side: dict) -> str:
    return f"{side['median_s']:.2f}" if side.get("ok") else "failed"


def report(result: dict) -> str:
    """The markdown table, the linearity line and the floor line."""
    lines = [
        "| model | nodes | ovopt s | ovc s | ratio | peak RSS ovopt / ovc MB |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    by_name = {}
    for row in result["rows"]:
        a, b = row["a"], row["b"]
        by_name[row["name"]] = row
        ratio = f"{row['ratio_median']:.2f}" if row.get("ratio_median") else "-"
        rss = f"{a.get('peak_rss_mb', 0):,.0f} / {b.get('peak_rss_mb', 0):,.0f}"
        lines.append(f"| {row['name']} | {row['nodes']:,} | {seconds(a)} | {seconds(b)} | {ratio} | {rss} |")
    lines.append("")
    lines += linearity(by_name)
    lines += floor_lines(result["floor"], by_name.get(FLOOR_MODEL))
    return "\n".join(lines)


def linearity(by_name: dict) -> list[str]:
    """(10k-node time - start-up) / (1k-node time - start-up): 10 when the cost is linear in nodes."""
    start, small, large = (by_name.get(n) for n in ("relu_1node", "resnet_1000", "resnet_10000"))
    if not (start and small and large):
        return []
    parts = []
    for side, label in (("a", "ovopt"), ("b", "ovc")):
        if all(r[side].get("ok") for r in (start, small, large)):
            base = start[side]["median_s"]
            grown = (large[side]["median_s"] - base) / max(small[side]["median_s"] - base, 1e-9)
            parts.append(f"{label} {grown:.1f}")
    return [f"linearity, (10k-node time - start-up) / (1k-node time - start-up), 10 is linear: {', '.join(parts)}"]


def floor_lines(floor: dict | None, row: dict | None) -> list[str]:
    """The floor of the 1 GiB model, and ovopt's time and peak memory against the issue's goals."""
    if floor is None or not floor["a"].get("ok"):
        return []
    base = floor["a"]["median_s"]
    lines = [f"floor of {FLOOR_MODEL} (onnx.load + write the initializer bytes): {base:.2f} s"]
    if row is not None and row["a"].get("ok") and row["b"].get("ok"):
        budget = 1.2 * floor["weight_mb"] + 200
        lines.append(
            f"{FLOOR_MODEL}: ovopt {row['a']['median_s'] / base:.2f}x the floor (goal 1.2), "
            f"ovc {row['b']['median_s'] / base:.2f}x; ovopt peak RSS {row['a']['peak_rss_mb']:,.0f} MB "
            f"(goal {budget:,.0f} MB: 1.2x the weights + 200 MB)"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help=f"skip {' and '.join(QUICK_SKIPS)}")
    parser.add_argument("--runs", type=int, default=3, help="timed runs per converter and model (median)")
    parser.add_argument("--warmup", type=int, default=1, help="untimed runs first (page cache, bytecode)")
    parser.add_argument("--timeout", type=float, default=1800.0, help="seconds one conversion may take")
    parser.add_argument("--json", type=Path, help="also write every run's figures here")
    parser.add_argument(
        "--harness", type=Path, default=ROOT / ".." / "shared" / "harness", help="the shared harness's folder"
    )
    parser.add_argument("--data", type=Path, default=ROOT / ".harness-data", help="where the models are built")
    args = parser.parse_args(argv)
    args.harness, args.data = args.harness.resolve(), args.data.resolve()
    if not (args.harness / "convert_bench.py").is_file():
        parser.error(f"no harness at {args.harness}; give its folder with --harness")
    # What an installed ovopt costs: its bytecode cached after the warm-up run, as pip leaves it.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    models = ensure_models(args)
    args.workdir = args.data / "work" / "convert-speed"  # on the models' disk: /tmp may be memory
    result = measure(args, models)
    print(report(result))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
