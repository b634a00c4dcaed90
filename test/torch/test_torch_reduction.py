"""The reduction family of convert-torch-to-ov end to end: reductions, any, var, arg/max/min
along a dim, sort, topk and cumsum, in tiny modules exported with torch.export, converted, run
in OpenVINO and compared with eager torch (ties included where torch fixes the index)."""

from __future__ import annotations

import pytest
from torch_support import Fn, check_module

torch = pytest.importorskip("torch")
Dim = torch.export.Dim


def x34():
    return torch.randn(3, 4)


def ties():
    return torch.tensor([[1.0, 3, 3, 0, 3], [2, 2, 2, 2, 2], [0, -1, 5, 5, -1]])


def ints():
    return torch.randint(-3, 4, (3, 5))


def bools():
    return torch.rand(3, 5) > 0.5


STATIC = {
    "sum_mean": (lambda x: (x.sum(1), x.sum((0, -1), keepdim=True), x.mean(), x.mean((0, 1)), x.mean(-1)), x34),
    "amax_amin": (lambda x: (x.amax(1), x.amin(0, keepdim=True), x.amax((0, 1))), x34),
    "prod": (lambda x: (x.prod(), x.prod(1), x.prod(0, keepdim=True)), x34),
    "any": (lambda x: (x.any(), (x > 0).any(1), x.any((0, 1)), (x > 0.5).any(0, keepdim=True)), x34),
    "var_std": (
        lambda x: (x.var(1), x.var((0, 1), correction=0), x.std(1), x.var(0, unbiased=False, keepdim=True)),
        x34,
    ),
    "var_correction_2": (lambda x: torch.var(x, 1, correction=2), x34),
    "argmax_argmin": (lambda x: (x.argmax(), x.argmin(1, keepdim=True), x.argmax(0), x.argmax(keepdim=True)), x34),
    "max_min_dim": (lambda x: (*x.max(1), *x.min(0, keepdim=True)), x34),
    "ties_first_index": (lambda x: (x.argmax(1), x.argmin(1), *x.max(1), *x.min(1), x.argmax()), ties),
    "sort": (lambda x: (*torch.sort(x, 1), *torch.sort(x, 0, descending=True)), x34),
    "sort_stable_ties": (
        lambda x: (*torch.sort(x, dim=1, stable=True), *torch.sort(x, dim=1, descending=True, stable=True)),
        ties,
    ),
    "argsort": (lambda x: torch.argsort(x, 1, descending=True), x34),
    "topk": (lambda x: (*torch.topk(x, 2, 1), *torch.topk(x, 2, 0, largest=False)), x34),
    "cumsum": (lambda x: (x.cumsum(1), x.cumsum(-2)), x34),
    "integers": (
        lambda x: (x.sum(1), x.prod(1), x.cumsum(0), x.any(0), x.argmax(1), x.amax(0), x.max(1).values),
        ints,
    ),
    "integers_dtype": (lambda x: (x.sum((0, 1), dtype=torch.float32), torch.cumsum(x, 1, dtype=torch.float32)), ints),
    "booleans": (lambda m: (m.sum(0), m.any(1), m.amax(1), m.amin(0), m.cumsum(1), m.max(1).values), bools),
}


@pytest.mark.parametrize("name", STATIC)
def test_static(name):
    fn, make = STATIC[name]
    check_module(Fn(fn), (make(),))


def test_rank0():
    def fn(x):
        s = x.sum((0, 1))
        return s.sum(0), s.cumsum(0), *s.max(0), s.argmax()

    check_module(Fn(fn), (x34(),))


def test_sum_all():
    check_module(Fn(lambda x: (x.sum(), x.amax(()))), (x34(),))


def test_dynamic():
    def fn(x):
        k = x.shape[1] // 2
        return (
            x.var(1),
            x.var((0, 1), correction=0, keepdim=True),
            *torch.sort(x, dim=1),
            *torch.topk(x, k, 1),
            x.argmax(),
            x.mean(0),
            x.cumsum(1),
            *x.max(1),
        )

    shapes = ({0: Dim("n", min=2, max=64), 1: 2 * Dim("h", min=2, max=32)},)
    check_module(Fn(fn), (torch.randn(3, 6),), dynamic_shapes=shapes, others=((torch.randn(5, 8),),))


def test_vector_norm():
    def fn(x):
        norm = torch.linalg.vector_norm
        return (
            norm(x),
            norm(x, 1, dim=1),
            norm(x, float("inf"), dim=(0, 1), keepdim=True),
            norm(x, float("-inf"), dim=0),
            norm(x.round(), 0, dim=1),
            norm(x, 3.0, dim=-1, keepdim=True),
            torch.nn.functional.normalize(x, dim=-1),  # Swin V2's attention normalises so
        )

    with torch.no_grad():  # kept whole when exported without autograd
        check_module(Fn(fn), (torch.randn(3, 4, 5),))
