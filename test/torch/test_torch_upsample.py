"""The upsample family of convert-torch-to-ov end to end: nearest and bilinear upsampling (to
sizes, by scales, align_corners), grid sampling in every mode and padding, and col2im, in tiny
modules exported with torch.export, converted, run in OpenVINO and compared with eager torch."""

from __future__ import annotations

import itertools

import pytest
from torch_support import FnOfArgs, check_module

torch = pytest.importorskip("torch")
F = torch.nn.functional
Dim = torch.export.Dim
aten = torch.ops.aten


def image():
    return torch.randn(2, 3, 5, 6)


def test_nearest():
    def fn(x):
        return (
            F.interpolate(x, scale_factor=2),
            F.interpolate(x, size=(7, 9)),
            F.interpolate(x, size=(3, 4)),
            F.interpolate(x, scale_factor=(1.5, 0.5)),
            F.interpolate(x, scale_factor=1.7),
            F.interpolate(x, size=(13, 4)),
        )

    check_module(FnOfArgs(fn), (image(),))


def test_bilinear():
    def fn(x):
        return (
            F.interpolate(x, size=(7, 9), mode="bilinear"),
            F.interpolate(x, scale_factor=1.5, mode="bilinear"),
            F.interpolate(x, size=(1, 3), mode="bilinear"),
            F.interpolate(x, size=(3, 2), mode="bilinear"),
            F.interpolate(x, scale_factor=(2.3, 0.7), mode="bilinear"),
        )

    check_module(FnOfArgs(fn), (image(),))


def test_bilinear_align_corners():
    def fn(x):
        return (
            F.interpolate(x, scale_factor=1.5, mode="bilinear", align_corners=True),
            F.interpolate(x, size=(2, 11), mode="bilinear", align_corners=True),
            F.interpolate(x, size=(1, 1), mode="bilinear", align_corners=True),
        )

    check_module(FnOfArgs(fn), (image(),))


@pytest.mark.parametrize("align_corners", [False, True])
def test_grid_sample(align_corners):
    """Every mode with every padding, the grid reaching past the image."""
    modes = list(itertools.product(("bilinear", "nearest", "bicubic"), ("zeros", "border", "reflection")))

    def fn(x, grid):
        return tuple(F.grid_sample(x, grid, m, p, align_corners=align_corners) for m, p in modes)

    torch.manual_seed(0)
    check_module(FnOfArgs(fn), (image(), torch.rand(2, 4, 3, 2) * 2.6 - 1.3))


def test_col2im():
    def fn(x):
        return (
            aten.col2im(x, [4, 5], [2, 2], [1, 1], [0, 0], [1, 1]),
            aten.col2im(x[0], [3, 6], [2, 2], [1, 2], [1, 1], [2, 1]),
        )

    check_module(FnOfArgs(fn), (torch.randn(2, 12, 12),))


def test_dynamic():
    def fn(x):
        return F.interpolate(x, scale_factor=2), F.interpolate(x, size=(4, 7), mode="bilinear")

    shapes = ({0: Dim("n", min=1, max=8), 2: Dim("h", min=2, max=32)},)
    check_module(FnOfArgs(fn), (image(),), dynamic_shapes=shapes, others=((torch.randn(1, 3, 9, 6),),))
