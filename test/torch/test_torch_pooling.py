"""The pooling family of convert-torch-to-ov end to end: max pooling with its indices, average
pooling (padding counted or not, ceil mode, divisor_override) and adaptive average pooling to
any size, 2-D and 3-D, in tiny modules exported with torch.export, converted, run in OpenVINO
and compared with eager torch."""

from __future__ import annotations

import pytest
from torch_support import Fn, check_module

torch = pytest.importorskip("torch")
F = torch.nn.functional
Dim = torch.export.Dim


# kernel, stride, padding, ceil_mode: windows past the input, or the padding, in ceil mode.
WINDOWS = [(2, 2, 0, False), (3, 2, 1, False), (2, 2, 0, True), (3, 2, 1, True), (4, 3, 2, True), (3, 1, 1, True)]


@pytest.mark.parametrize("window", WINDOWS, ids=str)
@pytest.mark.parametrize("size", [(5, 7), (8, 6)], ids=str)
def test_pool2d(window, size):
    k, s, p, ceil = window

    def fn(x):
        return (
            *F.max_pool2d(x, k, s, p, ceil_mode=ceil, return_indices=True),
            F.avg_pool2d(x, k, s, p, ceil_mode=ceil),
            F.avg_pool2d(x, k, s, p, ceil_mode=ceil, count_include_pad=False),
            F.avg_pool2d(x, k, s, p, ceil_mode=ceil, divisor_override=5),
        )

    check_module(Fn(fn), (torch.randn(1, 2, *size),))


def test_max_pool2d_dilation_rectangular():
    def fn(x):
        return (
            *F.max_pool2d(x, 3, 2, 1, dilation=2, ceil_mode=True, return_indices=True),
            *F.max_pool2d(x, (2, 3), (1, 2), (1, 1), return_indices=True),
        )

    check_module(Fn(fn), (torch.randn(2, 3, 7, 8),))


def test_pool3d():
    def fn(x):
        return (
            *F.max_pool3d(x, 2, 2, return_indices=True),
            *F.max_pool3d(x, 3, 2, 1, ceil_mode=True, return_indices=True),
            F.avg_pool3d(x, 2, 2),
            F.avg_pool3d(x, 3, 2, 1, ceil_mode=True),
            F.avg_pool3d(x, 3, 2, 1, ceil_mode=True, count_include_pad=False),
        )

    check_module(Fn(fn), (torch.randn(1, 2, 4, 5, 6),))


def test_unbatched():
    fn = Fn(lambda x: (F.max_pool2d(x, 2, 2), F.avg_pool2d(x, 3, 2, 1, ceil_mode=True)))
    check_module(fn, (torch.randn(3, 5, 6),))


def test_pool1d():
    def fn(x):
        return (
            F.avg_pool1d(x, 3),
            F.avg_pool1d(x, 3, 1, 1, ceil_mode=True, count_include_pad=False),
            F.avg_pool1d(x, 4, 3, 2, ceil_mode=True),  # a window past the end padding
            F.max_pool1d(x, 2),
            F.adaptive_avg_pool1d(x, 4),
            F.adaptive_avg_pool1d(x, 1),
            F.interpolate(x, size=5, mode="area"),  # an adaptive pooling too
            F.avg_pool1d(x[0], 2),  # unbatched
        )

    with torch.no_grad():  # exported without autograd, avg_pool1d and adaptive_avg_pool1d stay whole
        check_module(Fn(fn), (torch.randn(2, 3, 9),))


def test_adaptive_avg_pool2d():
    def fn(x):
        return (
            F.adaptive_avg_pool2d(x, (3, 2)),
            F.adaptive_avg_pool2d(x, 1),
            F.adaptive_avg_pool2d(x, (7, 5)),
            F.adaptive_avg_pool2d(x, (5, 4)),
            F.adaptive_avg_pool2d(x, (5, 6)),
            F.adaptive_avg_pool2d(x[0], (2, 3)),
        )

    check_module(Fn(fn), (torch.randn(2, 4, 5, 6),))


def test_adaptive_avg_pool3d():
    def fn(x):
        return F.adaptive_avg_pool3d(x, (2, 3, 2)), F.adaptive_avg_pool3d(x, (1, 5, 1)), F.adaptive_avg_pool3d(x, 3)

    check_module(Fn(fn), (torch.randn(1, 2, 4, 5, 6),))


def test_default_stride():
    check_module(Fn(lambda x: (F.max_pool2d(x, 2), F.avg_pool2d(x, 3, padding=1))), (torch.randn(1, 2, 6, 6),))


def test_dynamic():
    def fn(x):
        return (
            *F.max_pool2d(x, 3, 2, 1, return_indices=True),
            F.avg_pool2d(x, 3, 2, 1, count_include_pad=False),
            F.adaptive_avg_pool2d(x, 1),
        )

    shapes = ({0: Dim("n", min=1, max=8), 2: Dim("h", min=4, max=32), 3: Dim("w", min=4, max=32)},)
    check_module(Fn(fn), (torch.randn(2, 3, 6, 7),), dynamic_shapes=shapes, others=((torch.randn(1, 3, 9, 5),),))


def test_empty_batch():
    """A batch of 0 gives empty results, constants of the IR (OpenVINO's CPU plugin refuses a
    pooling of batch 0 and a MatMul of 0 rows)."""
    linear = torch.nn.Linear(8, 4)

    def fn(x):
        return F.adaptive_avg_pool3d(x, (5, 7, 4)), F.max_pool3d(x, 2), linear(x)

    check_module(Fn(fn), (torch.randn(0, 8, 8, 8, 8),))
