"""Regions a forward runs under another mode (`with torch.no_grad():`, `torch.autocast`), which
torch.export keeps as higher-order ops over a subgraph: imported in place, run in OpenVINO and
compared with eager torch."""

from __future__ import annotations

import pytest
from torch_support import check_module

torch = pytest.importorskip("torch")


class NoGradInside(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(4, 3)

    def forward(self, x):
        y = self.fc(x)
        with torch.no_grad():
            z = torch.cos(y) * 2
            with torch.enable_grad():  # a region inside a region
                z = z + y.sigmoid()
        return z - 1, y


class AutocastOff(torch.nn.Module):
    def forward(self, x):
        with torch.autocast("cpu", enabled=False):
            return torch.tanh(x) + 1


def test_a_no_grad_region_is_imported_in_place():
    check_module(NoGradInside(), (torch.randn(2, 4, requires_grad=True),))


def test_an_autocast_region_is_imported_in_place():
    check_module(AutocastOff(), (torch.randn(3, 5),))
