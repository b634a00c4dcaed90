"""Every model the onnx wheel ships for its backend tests imports into the onnx dialect and
verifies: onnx/backend/test/data/{light,pytorch-converted,pytorch-operator,simple}."""

from __future__ import annotations

from pathlib import Path

import onnx
import pytest

from ovopt.frontends.onnx import import_model_file

DATA = Path(onnx.__file__).parent / "backend" / "test" / "data"
FOLDERS = ("light", "pytorch-converted", "pytorch-operator", "simple")


def wheel_models() -> list[Path]:
    models = []
    for folder in FOLDERS:
        models += sorted((DATA / folder).glob("*.onnx"))  # light: light_<model>.onnx
        models += sorted((DATA / folder).glob("*/model.onnx"))  # the others: <test>/model.onnx
    return models


MODELS = wheel_models()


def test_the_wheel_ships_the_models():
    found = {folder: sum(1 for m in MODELS if folder in m.parts) for folder in FOLDERS}
    assert all(found.values()), f"some folders are empty: {found}"


def model_id(path: Path) -> str:
    """`pytorch-operator/test_operator_add` or `light/light_resnet50`."""
    if path.stem == "model":
        return f"{path.parent.parent.name}/{path.parent.name}"
    return f"{path.parent.name}/{path.stem}"


@pytest.mark.parametrize("path", MODELS, ids=model_id)
def test_wheel_model_imports_and_verifies(path: Path):
    module = import_model_file(str(path))
    module.verify()
