"""The indexing family of convert-torch-to-ov end to end: advanced indexing, gathers, scatters,
embedding, nonzero and masked_scatter, compared with eager torch."""

from __future__ import annotations

import pytest
from torch_support import FnOfArgs, check_module

torch = pytest.importorskip("torch")
Dim = torch.export.Dim


def _put(x, where, value, accumulate=False):
    if accumulate:
        return x.clone().index_put(where, value, accumulate=True)
    y = x.clone()
    y[where] = value
    return y


def _t(*values):
    return torch.tensor(list(values) if len(values) > 1 else values[0])


def x234():
    return torch.randn(2, 3, 4)


# name -> (fn(x, *indices), the indices); most indices are inputs of the module (see
# test_lifted_integer_constant for why not constants of it)
STATIC = {
    "index_one": (lambda x, i, j, k: (x[i], x[:, j], x[..., k]), (_t(1, 0, 1), _t(-1, 0), _t([[0, 3], [1, 1]]))),
    "index_two_adjacent": (lambda x: x[:, _t(0, 2, -1), _t(3, 1, 0)], ()),
    "index_two_broadcast": (lambda x: x[_t([[0], [1]]), :, _t(0, 3, 2)], ()),
    "index_first_two": (lambda x: x[_t(1, 0), _t(2, 2)], ()),
    "index_three": (lambda x: x[_t(1), _t(0, 2), _t([[3], [1]])], ()),
    "index_mask": (lambda x: x[x > 0.2], ()),
    "index_mask_rows": (lambda x: x[:, x[0, :, 0] > 0], ()),
    "index_put": (lambda x: _put(x, (_t(1, 0), slice(None), _t(2, 3)), torch.ones(2, 3)), ()),
    "index_put_broadcast": (lambda x: _put(x, (slice(None), _t(0, 2)), _t(5.0)), ()),
    "index_put_accumulate": (lambda x, i: _put(x, (i,), torch.ones(4, 3, 4), True), (_t(1, 1, 0, -1),)),
    "index_put_middle": (lambda x: _put(x, (slice(None), _t(2, 0), _t(1, -1)), torch.arange(4.0).reshape(2, 2)), ()),
    "index_put_one": (lambda x: _put(x, (slice(None), _t(2, 0)), torch.arange(16.0).reshape(2, 2, 4)), ()),
    "index_put_mask": (lambda x: _put(x, (x > 0,), _t(0.0)), ()),
    "masked_fill_assign": (lambda x: _assign_mask(x), ()),
    "index_select": (lambda x, i, j: (x.index_select(1, i), x.index_select(-1, j)), (_t(2, 0, 2), _t(3))),
    "gather": (lambda x, i: x.gather(2, i), (_t([[[0, 3, 1]], [[2, 2, 0]]]),)),
    "gather_full": (lambda x: x.gather(0, torch.ones(2, 3, 4, dtype=torch.int64)), ()),
    "scatter_src": (lambda x, i: x.scatter(1, i, torch.full((2, 3, 4), 9.0)), (_t([[[2, 0, 1, 0]]]),)),
    "scatter_value": (lambda x, i: x.scatter(-1, i, 2.5), (_t([[[3], [0], [1]]]),)),
    "scatter_add": (lambda x, i: x.scatter_add(0, i, torch.ones(1, 1, 4)), (_t([[[1, 1, 0, 1]]]),)),
    "embedding": (lambda x, i: torch.nn.functional.embedding(i, x[0], padding_idx=0), (_t([[1, 0], [2, 2]]),)),
    "nonzero": (lambda x: torch.nonzero(x > 0), ()),
    "masked_scatter_broadcast": (lambda x: x[0, 0].masked_scatter(x[0] > 0, torch.arange(12.0).reshape(3, 4)), ()),
    "scalars": (
        lambda x, i: (
            x.sum().index_select(0, i),
            x.sum().scatter_add(0, i[0], x[0, 0, 0]),
            torch.nonzero(x.sum()),
            x.sum().gather(0, i),
        ),
        (_t([0]),),
    ),
    "empty_batch": (lambda x, i: (x[:0, i], x[:0].index_select(1, i)), (_t(2, 0),)),
    "masked_scatter": (lambda x: x.masked_scatter(x[:1] > 0, torch.arange(24.0).reshape(2, 3, 4)), ()),
}


def _assign_mask(x):
    y = x.clone()
    y[y < 0] = 0
    return y


@pytest.mark.parametrize("name", sorted(STATIC))
def test_static(name):
    fn, indices = STATIC[name]
    torch.manual_seed(0)
    check_module(FnOfArgs(fn), (x234(), *indices))


@pytest.mark.parametrize("reduce", ["sum", "prod", "mean", "amax", "amin"])
@pytest.mark.parametrize("include_self", [True, False])
def test_scatter_reduce(reduce, include_self):
    def fn(x, index):
        return x.scatter_reduce(1, index, x[:, :4] * 2, reduce, include_self=include_self)

    torch.manual_seed(0)
    check_module(FnOfArgs(fn), (torch.randn(2, 5), _t([[0, 1, 0, 0], [2, 2, 1, 0]])))


def test_scatter_reduce_integers():
    """torch's integer mean rounds down (ScatterElementsUpdate's toward zero)."""

    def fn(x, index):
        y = (x * 10).to(torch.int64)
        mean = y.scatter_reduce(0, index, y, "mean")
        return mean, y.scatter_reduce(0, index, y, "mean", include_self=False), y.scatter_reduce(0, index, y, "amax")

    torch.manual_seed(0)
    check_module(FnOfArgs(fn), (torch.randn(5), _t([0, 1, 0, 0, 3])))


def test_lifted_integer_constant():
    """Index tensors the module makes itself are constants of the program."""
    check_module(FnOfArgs(lambda x: (x.index_select(1, _t(2, 0)), x.gather(1, _t([[[1]], [[0]]])))), (x234(),))


def test_dynamic_index_and_put():
    """Dims known only at run time: gathers, a mask and a put, by indices given as inputs."""

    def fn(x, rows, columns):
        y = x.clone()
        y[rows, 1] = 0
        return x[:, columns], x[x > 0], y, x.gather(1, torch.zeros_like(x, dtype=torch.int64)), x[rows, columns]

    n = Dim("n", min=2, max=16)
    rows, columns = _t(0, -1), _t(1, 0)
    check_module(
        FnOfArgs(fn),
        (torch.randn(3, 4), rows, columns),
        dynamic_shapes=({0: n}, (None, None)),
        others=((torch.randn(6, 4), rows, columns),),
    )


def test_dynamic_scatter_and_nonzero():
    def fn(x):
        index = (x > 0).to(torch.int64)
        return x.scatter_add(1, index, x), torch.nonzero(x > 0), x.masked_scatter(x < 0, x * 10)

    n = Dim("n", min=2, max=16)
    check_module(FnOfArgs(fn), (torch.randn(3, 4),), dynamic_shapes=({0: n},), others=((torch.randn(5, 4),),))
