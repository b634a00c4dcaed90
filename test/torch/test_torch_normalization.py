"""The normalization family of convert-torch-to-ov end to end: batch, instance, layer and group
norms, softmax, dropout and item(), in tiny modules exported with torch.export, converted, run in
OpenVINO and compared with eager torch (in eval mode)."""

from __future__ import annotations

import pytest
from torch_support import check_module

torch = pytest.importorskip("torch")
F = torch.nn.functional
Dim = torch.export.Dim
aten = torch.ops.aten


class Fn(torch.nn.Module):
    def __init__(self, fn, *layers):
        super().__init__()
        self.fn = fn
        self.layers = torch.nn.ModuleList(layers)

    def forward(self, x):
        return self.fn(x, *self.layers)


def randomized(layer):
    """`layer` with random weights and running statistics (not the identity it starts as)."""
    torch.manual_seed(0)
    for parameter in layer.parameters():
        parameter.data = torch.randn_like(parameter)
    if getattr(layer, "running_mean", None) is not None:
        layer.running_mean.normal_()
        layer.running_var.uniform_(0.5, 2.0)
    return layer


def x2455():
    return torch.randn(2, 4, 5, 5)


CASES = {
    "batch_norm_2d": (lambda x, bn: bn(x), [torch.nn.BatchNorm2d(4)], x2455),
    "batch_norm_plain": (lambda x, bn: bn(x), [torch.nn.BatchNorm2d(4, affine=False)], x2455),
    "batch_norm_1d": (lambda x, bn: (bn(x), bn(x[..., 0])), [torch.nn.BatchNorm1d(4)], lambda: torch.randn(2, 4, 6)),
    "instance_norm": (
        lambda x, a, b: (a(x), b(x)),
        [torch.nn.InstanceNorm2d(4, affine=True), torch.nn.InstanceNorm2d(4)],
        x2455,
    ),
    "layer_norm": (
        lambda x, a, b: (a(x), b(x)),
        [torch.nn.LayerNorm([5, 5]), torch.nn.LayerNorm(5, elementwise_affine=False)],
        x2455,
    ),
    "layer_norm_no_bias": (lambda x, ln: ln(x), [torch.nn.LayerNorm([4, 5, 5], bias=False)], x2455),
    "group_norm": (
        lambda x, a, b: (a(x), b(x)),
        [torch.nn.GroupNorm(2, 4), torch.nn.GroupNorm(4, 4, affine=False)],
        x2455,
    ),
    "group_norm_3d": (lambda x, gn: gn(x), [torch.nn.GroupNorm(3, 6)], lambda: torch.randn(2, 6, 7)),
    "softmax": (lambda x: (F.softmax(x, -1), F.log_softmax(x, -2), F.softmax(x, 1), x.softmax(0)), [], x2455),
    "dropout_eval": (lambda x, d: (d(x), *aten.native_dropout(x, 0.5, False)), [torch.nn.Dropout(0.3)], x2455),
    "item": (lambda x: x.sum((0, 1, 2, 3)).item(), [], x2455),
}


@pytest.mark.parametrize("name", CASES)
def test_normalization(name):
    fn, layers, make = CASES[name]
    check_module(Fn(fn, *(randomized(layer) for layer in layers)), (make(),))


def test_dynamic():
    layers = [torch.nn.LayerNorm(5), torch.nn.GroupNorm(2, 4), torch.nn.InstanceNorm2d(4, affine=True)]
    module = Fn(lambda x, a, b, c: (a(x), b(x), c(x), F.log_softmax(x, 2)), *map(randomized, layers))
    shapes = ({0: Dim("n", min=1, max=8), 2: Dim("h", min=2, max=16)},)
    check_module(module, (x2455(),), dynamic_shapes=shapes, others=((torch.randn(3, 4, 7, 5),),))
