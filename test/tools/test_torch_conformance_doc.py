"""docs/torch_conformance.md is the page benchmarks/torch_conformance.py renders from
docs/torch_conformance.json, so that the page cannot drift from its data; and the page's lists
mean what they say (rendered from a small made-up result, nothing converted)."""

from __future__ import annotations

import json
from pathlib import Path

from ovopt.benchmarks.torch_report import markdown

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_checked_in_page_is_rendered_from_its_json():
    results = json.loads((DOCS / "torch_conformance.json").read_text())
    page = (DOCS / "torch_conformance.md").read_text()
    assert page == markdown(results), (
        "docs/torch_conformance.md differs from its JSON: run "
        "`.venv/bin/python benchmarks/torch_conformance.py --from-json docs/torch_conformance.json "
        "--markdown docs/torch_conformance.md`"
    )


def test_checked_in_results_have_both_sections():
    results = json.loads((DOCS / "torch_conformance.json").read_text())
    assert results["op_sweep"]["ops"], "no OpInfo in the sweep"
    assert results["model_run"]["models"], "no model"


SWEEP = {
    "opinfos": 3,
    "float32_opinfos": 3,
    "pattern": "",
    "limit_samples": None,
    "ops": {
        "add": {"samples": 2, "ovopt": 2, "ovc": 1, "both": 1, "failures": [{"sample": 1, "input": "2x3", "ovc": "E"}]},
        "cat": {
            "samples": 1,
            "ovopt": 0,
            "ovc": 1,
            "both": 0,
            "failures": [{"sample": 0, "input": "5x5", "ovopt": "no lowering", "missing": ["aten::cat"]}],
        },
        "linalg.det": {"samples": 0, "ovopt": 0, "ovc": 0, "both": 0, "outside_core": ["aten::_linalg_det"]},
    },
}
MODELS = [
    {
        "name": "resnet50",
        "family": "torchvision",
        "params": 25557032,
        "ovopt": {"converted": True, "pass": True, "max_error": 1e-7, "seconds": 2.0, "peak_rss_mib": 600},
        "ovc": {"converted": True, "pass": True, "max_error": 1e-7, "seconds": 4.0, "peak_rss_mib": 800},
    },
    {
        "name": "densenet121",
        "family": "torchvision",
        "params": 7978856,
        "ovopt": {"converted": False, "pass": False, "error": "no lowering", "missing": ["aten::cat"]},
        "ovc": {"converted": True, "pass": True, "max_error": 1e-7, "seconds": 4.0, "peak_rss_mib": 800},
    },
    {"name": "maskrcnn_resnet50_fpn", "family": "detection", "not_run": "needs torchvision's C++ ops"},
]


def test_page_lists_each_difference_and_ranks_missing_lowerings():
    page = markdown({"op_sweep": SWEEP, "model_run": {"models": MODELS}})
    assert "| passing with ovopt | 3 (100.0%) |" not in page  # 2 of 3
    assert "| passing with ovopt | 2 (66.7%) |" in page
    assert "| passing with both | 1 (33.3%) |" in page
    assert "### Only ovc passes: 1 samples of 1 OpInfos" in page
    assert "| `cat` | 1 | 5x5 | no lowering |" in page
    assert "### Only ovopt passes: 1 samples of 1 OpInfos" in page
    assert "| `add` | 1 | 2x3 | E |" in page
    assert "`linalg.det` (aten::_linalg_det)" in page
    assert "| `aten::cat` | 1 | 1 | 1 | densenet121 |" in page  # one model, one sample, one OpInfo
    assert "| resnet50 | 25.6M | 2.00 | 4.00 | 0.50 | 600 | 800 | 0.75 |" in page
    assert "| maskrcnn_resnet50_fpn | needs torchvision's C++ ops |" in page
