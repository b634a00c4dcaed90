"""benchmarks/convert_speed.py's table: each ratio is the median of the alternating runs' ratios,
shown with their range when the runs differ (issue 26: a ratio near a goal comes with its
spread). The conversions are stood in for: the table's arithmetic is what is checked."""

from __future__ import annotations

import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))
import convert_speed  # noqa: E402
import process_timing  # noqa: E402


def test_a_ratio_is_the_median_of_the_runs_ratios_with_their_range(tmp_path, monkeypatch):
    walls = {"ovopt": iter([2.0, 3.0, 4.0]), "ovc": iter([4.0, 4.0, 4.0])}

    def fake_run(converter, model, folder, timeout):
        return {"ok": True, "wall_s": next(walls[converter.name]), "cpu_s": 1.0, "rss_mb": 10.0}

    monkeypatch.setattr(process_timing, "one_run", fake_run)
    a, b = process_timing.Converter("ovopt", ("a",)), process_timing.Converter("ovc", ("b",))
    row = process_timing.bench_pair(tmp_path / "m.onnx", a, b, tmp_path, runs=3, warmup=0, timeout=1)
    assert (row["ratio_median"], row["ratio_min"], row["ratio_max"]) == (0.75, 0.5, 1.0)
    assert convert_speed.ratio_cell(row) == "0.75 (0.50-1.00)"


def test_a_ratio_whose_runs_agree_is_shown_alone():
    assert convert_speed.ratio_cell({"ratio_median": 0.8, "ratio_min": 0.801, "ratio_max": 0.799}) == "0.80"
    assert convert_speed.ratio_cell({"ratio_median": 0.8}) == "0.80"  # a --json file of before
    assert convert_speed.ratio_cell({"ratio_median": None}) == "-"  # a failed side
