"""Whole models from torch.export, converted by ovopt and run in OpenVINO (f32, CPU) against eager
torch on the same random input, with random weights: torchvision classification models
(`weights=None`), a segmentation model, and transformers models from small configs (2 layers, hidden 64), one of them
with a dynamic sequence length run at two lengths; resnet18 also through the file path
(`ov-opt model.pt2 -t ir -o model.xml`). The models are benchmarks/torch_models.py's, which
benchmarks/torch_conformance.py converts too, beside ovc.

torchvision's detection models are not here: their forward calls torchvision's C++ ops (nms,
roi_align), which the CPU wheel of torchvision installed beside torch cannot load.

Floats compare within rtol 1e-3 and atol 1e-4 times the output's scale (random weights let a
deep network's outputs grow freely).
"""

from __future__ import annotations

import pytest
from torch_support import convert_file, torchvision

from ovopt.benchmarks import torch_models as zoo
from ovopt.benchmarks.torch_model_runs import TESTED as TORCHVISION

TRANSFORMERS = list(zoo.TRANSFORMERS)
DYNAMIC = ["bert"]
SEGMENTATION = ["deeplabv3_mobilenet_v3_large"]  # the others are benchmarks/torch_conformance.py's


def cases() -> list:
    found = [zoo.classification(name) for name in TORCHVISION]
    found += [zoo.segmentation(name) for name in SEGMENTATION]
    found += [zoo.transformers_case(name) for name in TRANSFORMERS]
    found += [zoo.transformers_case(name, dynamic=True) for name in DYNAMIC]
    return [pytest.param(case, id=case.name) for case in found]


@pytest.fixture(scope="module", autouse=True)
def _torchvision():
    torchvision()  # skips without it; transformers imports it too


@pytest.mark.parametrize("case", cases())
def test_model_matches_eager_torch(case):
    import ovopt

    built = case.build()
    model = ovopt.convert_model(built.module, example_input=built.args, dynamic_shapes=built.dynamic_shapes)
    for args in (built.args, *built.others):
        difference = zoo.compare(zoo.run_openvino(model, args), zoo.eager(built.module, args))
        assert not difference, f"{case.name} on {[tuple(a.shape) for a in args]}: {difference}"


def test_resnet18_through_the_pt2_file(tmp_path):
    import torch

    built = zoo.classification("resnet18").build()
    program = torch.export.export(built.module, built.args)
    status, stderr, xml = convert_file(program, tmp_path)
    assert status == 0, stderr
    difference = zoo.compare(zoo.run_openvino(str(xml), built.args), zoo.eager(built.module, built.args))
    assert not difference, difference
