"""The generation family of convert-torch-to-ov end to end: arange, full, full_like, fill,
scalar_tensor, empty (as zeros); random ops are refused."""

from __future__ import annotations

import pytest
from torch_support import Fn, check_module

import ovopt

torch = pytest.importorskip("torch")
Dim = torch.export.Dim


STATIC = {
    "arange_int": lambda x: torch.arange(2, 11, 3) + x.shape[0],
    "arange_float": lambda x: x + torch.arange(-1.0, 1.0, 0.5),
    "arange_float_bounds_int_dtype": lambda x: torch.arange(0.5, 5, 1.5, dtype=torch.int64),
    "arange_descending": lambda x: torch.arange(4, -4, -3, dtype=torch.float32),
    "full": lambda x: (torch.full((2, 4), 1.5), torch.full((3,), 7, dtype=torch.int32), torch.full((2,), True)),
    "full_like": lambda x: (torch.full_like(x, 3.0), torch.zeros_like(x, dtype=torch.int64), torch.ones_like(x)),
    "fill": lambda x: x.clone().fill_(2.5) * x,
    "scalar_tensor": lambda x: torch.where(x > 0, x, torch.scalar_tensor(-1.0)),
    "empty": lambda x: torch.empty(2, 4).fill_(1.0) + x[:2] * 0 + torch.empty_strided((2, 4), (4, 1)).zero_(),
    "dropout_eval": lambda x: torch.nn.functional.dropout(x, 0.5, training=False) * 2,
}


@pytest.mark.parametrize("name", sorted(STATIC))
def test_static(name):
    torch.manual_seed(0)
    check_module(Fn(STATIC[name]), (torch.randn(3, 4),))


def test_dynamic_sizes():
    """Sizes known only at run time: arange to a symbolic end, full of a symbolic size."""

    def fn(x):
        n = x.shape[0]
        return torch.arange(n) * 2, torch.arange(0, n, 0.5), torch.full((n, 2), 3.0), torch.full_like(x, 1) + x

    n = Dim("n", min=2, max=16)
    check_module(Fn(fn), (torch.randn(3, 4),), dynamic_shapes=({0: n},), others=((torch.randn(7, 4),),))


@pytest.mark.parametrize(
    ("fn", "message"),
    [
        (lambda x: x + torch.rand(3, 4), "aten::rand draws random numbers"),
        (lambda x: x + torch.randn(3, 4), "aten::randn draws random numbers"),
    ],
)
def test_random_refused(fn, message):
    with pytest.raises(ovopt.ConversionError, match=message):
        ovopt.convert_model(Fn(fn), example_input=(torch.randn(3, 4),))


@pytest.mark.parametrize(
    ("fn", "message"),
    [
        (lambda x: x + torch.randn_like(x), "aten::randn_like.default draws random numbers"),
        (lambda x: x + torch.randint(0, 5, (3, 4)), "aten::randint.low draws random numbers"),
        (lambda x: torch.bernoulli(x.sigmoid()), "aten::rand draws random numbers"),
    ],
)
def test_random_custom_refused(fn, message):
    """Random ops outside the core set, kept as a torch.custom (bernoulli decomposes to rand)."""
    with pytest.raises(ovopt.ConversionError, match=message):
        ovopt.convert_model(Fn(fn), example_input=(torch.randn(3, 4),))


def test_empty_like():
    """empty_like decomposes to aten::empty_permuted (a torch.custom): zeros, then filled."""
    check_module(Fn(lambda x: torch.empty_like(x).fill_(2.0) * x), (torch.randn(3, 4),))


def test_dynamic_empty_like():
    n = Dim("n", min=2, max=8)
    fn = Fn(lambda x: torch.empty_like(x).fill_(2.0) + x)
    check_module(fn, (torch.randn(3, 4),), dynamic_shapes=({0: n},), others=((torch.randn(5, 4),),))
