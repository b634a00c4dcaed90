"""The shape family of convert-torch-to-ov end to end: tiny modules exported with torch.export,
converted, run in OpenVINO and compared with eager torch (static and dynamic sizes)."""

from __future__ import annotations

import pytest
from torch_support import Fn, check_module

torch = pytest.importorskip("torch")
Dim = torch.export.Dim
aten = torch.ops.aten


def x34():
    return torch.randn(3, 4)


STATIC = {
    "view_permute": (lambda x: x.view(2, 6).permute(1, 0), x34),
    "permute_negative": (lambda x: x.permute(0, -1, 1), lambda: torch.randn(2, 3, 4)),
    "expand": (lambda x: x[:, :1].expand(2, -1, 5), x34),
    "squeeze_dim_kept": (lambda x: x.squeeze(0) + 1, x34),
    "squeeze_dims": (lambda x: x.squeeze((0, 2, 3)), lambda: torch.randn(1, 3, 1, 2)),
    "squeeze_all": (lambda x: x.squeeze(), lambda: torch.randn(1, 3, 1)),
    "unsqueeze": (lambda x: x.unsqueeze(-1).unsqueeze(0), x34),
    "cat": (lambda x: torch.cat([x, x * 2, x[:, :1]], -1), x34),
    "cat_promotes": (lambda x: torch.cat([x, torch.ones(1, 4, dtype=torch.int64)]), x34),
    "cat_legacy_empty": (lambda x: torch.cat([x, torch.tensor([]), x]), x34),
    "slice": (lambda x: (x[1:, -3:-1], x[::2, 10:], x[-10:2, 1::2]), x34),
    "select": (lambda x: (x[1], x[:, -1], x[-1, 2]), x34),
    "split": (lambda x: x.split([1, 3], dim=-1), x34),
    "chunk": (lambda x: x.chunk(2, 0), lambda: torch.randn(4, 3)),
    "clone_contiguous": (lambda x: x.t().contiguous() * 2, x34),
    "to_int": (lambda x: (x * 3).to(torch.int32), x34),
    "to_bool": (lambda x: x.round().bool(), x34),
    "copy_": (lambda x: torch.zeros(2, 3, 4).copy_(x), x34),
    "flip": (lambda x: (x.flip(0), x.flip(-1, 0)), x34),
    "repeat": (lambda x: x.repeat(2, 1, 3), x34),
    "constant_pad": (lambda x: torch.nn.functional.pad(x, (1, 2, 0, 1), value=1.5), x34),
    "constant_pad_negative": (lambda x: torch.nn.functional.pad(x, (-1, 2, 1, -2)), x34),
    # F.pad's reflect and replicate modes export as gathers; the ATen ops stay when called
    "reflection_pad1d": (lambda x: aten.reflection_pad1d(x, [2, 1]), lambda: torch.randn(1, 2, 5)),
    "reflection_pad2d": (lambda x: aten.reflection_pad2d(x, [1, 2, 2, 1]), lambda: torch.randn(1, 3, 4)),
    "reflection_pad3d": (lambda x: aten.reflection_pad3d(x, [1, 1, 1, 0, 0, 1]), lambda: torch.randn(1, 1, 2, 3, 3)),
    "replication_pad2d": (lambda x: aten.replication_pad2d(x, [1, 2, 0, 3]), lambda: torch.randn(1, 1, 3, 4)),
    "replication_pad3d": (lambda x: aten.replication_pad3d(x, [1, 0, 0, 1, 2, 0]), lambda: torch.randn(1, 1, 2, 2, 3)),
    "diagonal": (
        lambda x: (x.diagonal(), x.diagonal(1), x.diagonal(-1), x.diagonal(9)),
        x34,
    ),
    "diagonal_dims": (lambda x: torch.diagonal(x, -1, 2, 0), lambda: torch.randn(3, 2, 4)),
    "as_strided_transpose": (lambda x: x.as_strided((4, 3), (1, 4)), x34),
    "as_strided_slice": (lambda x: x.as_strided((2, 2), (4, 2), 1), x34),
    "as_strided_step": (lambda x: x.as_strided((3, 1, 2), (1, 7, 6), 2), x34),
    "as_strided_block": (lambda x: x.as_strided((2, 2), (1, 4), 5), x34),
    "identities": (lambda x: (x.clone(), x[:, :], x.squeeze(0), x.expand(3, 4)), x34),
    "repeat_scalar": (lambda x: (x.sum().repeat(2, 3), x.sum().repeat([])), x34),
    "empty_batch": (lambda x: (aten.reflection_pad1d(x[:0, None], [1, 2]), x[:0].expand(0, 4), x[:0, 1]), x34),
    "slice_scatter": (
        lambda x: torch.slice_scatter(x, torch.ones(3, 2), dim=1, start=-3, end=None, step=2),
        x34,
    ),
    "slice_assign": (lambda x: _assign(x, (slice(None), slice(1, 3)), x[:, :2]), x34),
    "select_scatter": (lambda x: torch.select_scatter(x, torch.ones(3), 1, -2), x34),
    "select_assign": (lambda x: _assign(x, (1,), 7.0), x34),
}


def _assign(x, where, value):
    y = x.clone()
    y[where] = value
    return y


@pytest.mark.parametrize("name", sorted(STATIC))
def test_static(name):
    fn, make = STATIC[name]
    torch.manual_seed(0)
    check_module(Fn(fn), (make(),))


def test_dynamic_view_expand_slice():
    """Symbolic sizes: view and expand by them, slice to a symbolic end, select the last."""

    def fn(x):
        n = x.shape[1]
        return x.view(-1, n).expand(2, -1, -1), x[:, 1 : n - 1], x[:, -1], x.new_zeros(n).unsqueeze(0) + x[:1]

    n = Dim("n", min=4, max=16)
    check_module(Fn(fn), (torch.randn(3, 5),), dynamic_shapes=({1: n},), others=((torch.randn(3, 8),),))


def test_dynamic_cat_split_flip_pad():
    def fn(x):
        a, b = x.split([1, x.shape[0] - 1])
        return torch.cat([b, a]).flip(0), aten.replication_pad2d(x[None], [1, 1, 2, 0]), x.repeat(1, 2)

    n = Dim("n", min=3, max=16)
    check_module(Fn(fn), (torch.randn(4, 3),), dynamic_shapes=({0: n},), others=((torch.randn(7, 3),),))


def test_dynamic_repeat_by_size():
    """Repeats known only at run time: the broadcast form (OpenVINO's CPU Tile would be wrong)."""

    def fn(x):
        return x.repeat(x.shape[0], 2)

    n = Dim("n", min=2, max=8)
    check_module(Fn(fn), (torch.randn(3, 2),), dynamic_shapes=({0: n},), others=((torch.randn(5, 2),),))


def test_dynamic_diagonal_and_scatter():
    def fn(x):
        y = x.clone()
        y[:, 1:] = 0
        return x.diagonal(), y, torch.select_scatter(x, x[:, 0] * 0, 1, -1), aten.reflection_pad1d(x, [2, 1])

    n = Dim("n", min=2, max=8)
    check_module(Fn(fn), (torch.randn(4, 3),), dynamic_shapes=({0: n},), others=((torch.randn(2, 3),),))


def test_dynamic_squeeze_unsqueeze():
    def fn(x):
        return x.unsqueeze(1).squeeze(1).squeeze(0) * 2

    n = Dim("n", min=2, max=8)
    check_module(Fn(fn), (torch.randn(1, 4),), dynamic_shapes=({1: n},), others=((torch.randn(1, 6),),))
