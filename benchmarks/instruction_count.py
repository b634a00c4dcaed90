"""Instructions a conversion executes, counted by valgrind: a figure that does not move with the
machine's load or clock, for comparing two versions of ovopt where wall time cannot tell them
apart (on a shared 2-core machine, a conversion's wall time moves 10-20 % between runs; this
count moves about 0.1 %).

    .venv/bin/python benchmarks/instruction_count.py [--models A,B] [--trees DIR,DIR]

Each conversion runs as `ov-opt MODEL -t ir` under `valgrind --tool=cachegrind --cache-sim=no`
(about 25 times slower than without it), with PYTHONHASHSEED=0 (set and dict order, hence the
work, is then the same in every run) and after one untimed run that compiles the bytecode and
fills the dataclass-method cache, as an installed ovopt runs. `--trees` names folders holding
an `ovopt` package (a `git archive` of another commit, say) to put first on PYTHONPATH; each
model's figure is given beside the first tree's. Instructions are not time: a change that trades
instructions for memory traffic or system calls shows only in wall time (convert_speed.py).
Needs valgrind (a system package, not a Python one).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from convert_speed import ROOT, model_paths  # beside this script

DEFAULT_MODELS = ("relu_1node", "densenet121", "resnet_1000")
REFS = re.compile(r"I\s+refs:\s+([\d,]+)")


def instructions(model: Path, tree: Path | None, timeout: float) -> int:
    """The instructions one conversion of `model` executes, with `tree`'s ovopt (or the installed one)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONHASHSEED"] = "0"
    if tree is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(tree), *filter(None, [env.get("PYTHONPATH")])])
    with tempfile.TemporaryDirectory() as out:
        convert = [sys.executable, "-m", "ovopt.tools.ov_opt", str(model), "-t", "ir", "-o", f"{out}/model.xml"]
        warm = subprocess.run(convert, check=False, env=env, capture_output=True, text=True, timeout=timeout)
        if warm.returncode != 0:  # it also wrote the bytecode and the method cache
            raise RuntimeError(f"{model.name}: the conversion failed:\n{warm.stderr[-2000:]}")
        counted = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", *convert]
        run = subprocess.run(counted, check=False, env=env, capture_output=True, text=True, timeout=timeout * 40)
    found = REFS.search(run.stderr)
    if run.returncode != 0 or found is None:
        raise RuntimeError(f"{model.name}: the counted conversion failed:\n{run.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--models", default=",".join(DEFAULT_MODELS), help="comma-separated, as convert_speed.py")
    parser.add_argument("--trees", help="comma-separated folders holding an ovopt package (default: the installed)")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds one uncounted conversion may take")
    parser.add_argument("--data", type=Path, default=ROOT / ".harness-data", help="where the models are built")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("instruction_count.py needs valgrind on PATH (apt install valgrind)", file=sys.stderr)
        return 2
    trees: list[Path | None] = [Path(t).resolve() for t in args.trees.split(",")] if args.trees else [None]
    missing = [t for t in trees if t is not None and not (t / "ovopt" / "__init__.py").is_file()]
    if missing:
        print(f"no ovopt package in {', '.join(map(str, missing))}", file=sys.stderr)
        return 2
    print("| model | " + " | ".join(str(t or "installed") for t in trees) + " |")
    print("| --- |" + " --- |" * len(trees))
    for model in model_paths(args.models.split(","), args.data.resolve()):
        try:
            counts = [instructions(model, tree, args.timeout) for tree in trees]
        except RuntimeError as error:
            print(error, file=sys.stderr)
            return 1
        cells = [f"{counts[0] / 1e9:.3f} G"] + [f"{c / 1e9:.3f} G ({c / counts[0] - 1:+.2%})" for c in counts[1:]]
        print(f"| {model.stem.removeprefix('light_')} | " + " | ".join(cells) + " |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
