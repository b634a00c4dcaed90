"""The linear, conv and constants families of convert-torch-to-ov end to end: matrix products
(mm, bmm, addmm with its factors, linear, matmul's decompositions), convolutions (1-D to 3-D,
strided, padded, dilated, grouped, depthwise, transposed with output padding, without bias),
and a module's parameters, buffers and lifted constants of several element types, compared
with eager torch."""

from __future__ import annotations

import pytest
from torch_support import FnOfArgs, check_module

torch = pytest.importorskip("torch")
nn = torch.nn


PRODUCTS = {
    "mm": (torch.mm, ((3, 4), (4, 5))),
    "bmm": (torch.bmm, ((2, 3, 4), (2, 4, 5))),
    "matmul_broadcast": (torch.matmul, ((2, 1, 3, 4), (5, 4, 6))),
    "matmul_vector": (torch.matmul, ((3, 4), (4,))),
    "addmm": (lambda c, a, b: torch.addmm(c, a, b), ((5,), (3, 4), (4, 5))),
    "addmm_factors": (lambda c, a, b: torch.addmm(c, a, b, beta=0.5, alpha=2.0), ((3, 5), (3, 4), (4, 5))),
    "addmm_beta_zero": (lambda c, a, b: torch.addmm(c, a, b, beta=0), ((3, 5), (3, 4), (4, 5))),
}


@pytest.mark.parametrize("name", sorted(PRODUCTS))
def test_matrix_product(name):
    fn, shapes = PRODUCTS[name]
    check_module(FnOfArgs(fn), tuple(torch.randn(*s) for s in shapes))


def test_linear_layers():
    model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4, bias=False))
    check_module(model, (torch.randn(5, 8),))
    check_module(model, (torch.randn(2, 3, 8),))  # batched over two leading dims


CONVS = {
    "conv1d": (nn.Conv1d(3, 6, 3, stride=2, padding=1), (2, 3, 11)),
    "conv2d": (nn.Conv2d(3, 8, 3, padding=1), (1, 3, 9, 9)),
    "conv2d_no_bias_dilated": (nn.Conv2d(4, 4, 3, dilation=2, bias=False), (1, 4, 10, 10)),
    "conv2d_asymmetric": (nn.Conv2d(2, 3, (3, 1), stride=(2, 1), padding=(1, 0)), (1, 2, 8, 5)),
    "conv2d_groups": (nn.Conv2d(4, 8, 3, groups=2), (1, 4, 7, 7)),
    "conv2d_depthwise": (nn.Conv2d(6, 6, 3, groups=6, padding=1), (2, 6, 5, 5)),
    "conv3d": (nn.Conv3d(2, 3, 3, padding=1), (1, 2, 5, 5, 5)),
    "conv_transpose2d": (nn.ConvTranspose2d(4, 2, 3, stride=2, padding=1, output_padding=1), (1, 4, 5, 5)),
    "conv_transpose2d_groups": (nn.ConvTranspose2d(4, 6, 3, stride=2, groups=2), (1, 4, 4, 4)),
    "conv_transpose1d": (nn.ConvTranspose1d(3, 2, 4, stride=3), (2, 3, 6)),
    "conv_padding_same": (nn.Conv2d(3, 3, 5, padding="same"), (1, 3, 8, 8)),
}


@pytest.mark.parametrize("name", sorted(CONVS))
def test_convolution(name):
    module, shape = CONVS[name]
    check_module(module, (torch.randn(*shape),))


class Stateful(nn.Module):
    """Parameters, buffers of several element types, and a constant the forward makes."""

    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(4))
        self.register_buffer("shift", torch.randn(4).to(torch.float16))
        self.register_buffer("counts", torch.arange(4, dtype=torch.int32))
        self.register_buffer("mask", torch.tensor([True, False, True, True]))

    def forward(self, x):
        scale = torch.tensor(0.25)
        y = x * self.weight + self.shift.float() * scale
        return torch.where(self.mask, y, y + self.counts.float())


def test_parameters_buffers_and_constants():
    check_module(Stateful(), (torch.randn(3, 4),))


def test_a_non_contiguous_weight():
    class Transposed(nn.Module):
        def __init__(self):
            super().__init__()
            self.register_buffer("w", torch.randn(5, 4).t())  # a view with strides (1, 4)

        def forward(self, x):
            return x @ self.w

    check_module(Transposed(), (torch.randn(3, 4),))
