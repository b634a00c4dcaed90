"""docs/tf_conformance.md is the page benchmarks/tf_conformance.py renders from
docs/tf_conformance.json, so that the page cannot drift from its data; and the page's counts
and lists mean what they say (rendered from a small made-up result, nothing converted)."""

from __future__ import annotations

import json
from pathlib import Path

from ovopt.benchmarks.tf_report import markdown

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_checked_in_page_is_rendered_from_its_json():
    results = json.loads((DOCS / "tf_conformance.json").read_text())
    page = (DOCS / "tf_conformance.md").read_text()
    assert page == markdown(results), (
        "docs/tf_conformance.md differs from its JSON: run "
        "`.venv/bin/python benchmarks/tf_conformance.py --from-json docs/tf_conformance.json "
        "--markdown docs/tf_conformance.md`"
    )


def test_checked_in_results_have_the_op_and_model_tables():
    results = json.loads((DOCS / "tf_conformance.json").read_text())
    for section in ("tf_ops", "tflite_ops", "models"):
        assert results.get(section), f"no {section} in docs/tf_conformance.json"


PASS = {"pass": True}
RESULTS = {
    "tf_ops": {
        "Abs": {"ovopt": PASS, "ovc": PASS},
        "Einsum": {"ovopt": PASS, "ovc": {"pass": False, "error": "E | F"}},
        "Where": {"ovopt": {"pass": False, "error": "no lowering"}, "ovc": PASS},
    },
    "models": {
        "MobileNetV2 tflite_int8": {
            "model": "MobileNetV2",
            "form": "tflite_int8",
            "unit": "LSB",
            "ovopt": {"pass": True, "diff": 3.0, "transposes": 1},
            "ovc": {"pass": True, "diff": 20.0, "transposes": 1},
        },
        "ResNet50 tflite_int8": {
            "model": "ResNet50",
            "form": "tflite_int8",
            "unit": "LSB",
            "ovopt": {"pass": True, "diff": 5.0, "transposes": 1},
            "ovc": {"pass": True, "diff": 4.0, "transposes": 2},
        },
        "KerasLSTM frozen": {"model": "KerasLSTM", "form": "frozen", "not_run": "TensorFlow could not save it"},
    },
    "speed": {
        "ResNet50 saved_model": {
            "model": "ResNet50",
            "form": "saved_model",
            "ovopt": {"ok": True, "wall_s": 2.0, "rss_mb": 300.0},
            "ovc": {"ok": True, "wall_s": 4.0, "rss_mb": 600.0},
        }
    },
}


def test_page_counts_and_lists_each_difference():
    page = markdown(RESULTS)
    assert "| TF raw ops | 3 | 2 | 2 | 1 | 1 | 1 |" in page
    assert "- TF raw ops, only ovc passes: `Where`" in page
    assert "- TF raw ops, only ovopt passes: `Einsum`" in page
    assert "| `Einsum` | pass | **fail** | ovc: E \\| F |" in page
    assert "| Models | 2 | 2 | 2 | 2 | 0 | 0 |" in page  # the model not run is not counted
    assert "| KerasLSTM | frozen | not run: TensorFlow could not save it |" in page
    assert "| MobileNetV2 tflite_int8 | 3 | 20 |" in page
    assert "further from LiteRT than ovc's: `ResNet50 tflite_int8`" in page
    assert "| ResNet50 | saved_model | 2.00 | 4.00 | 0.50 | 300 | 600 | 0.50 |" in page
