"""The elementwise family of convert-torch-to-ov end to end: unary functions, arithmetic with
torch's type promotion (tensors, Python scalars, alpha), comparisons, logic, where, clamp and
the activations, in one-op modules exported with torch.export, converted by ovopt.convert_model,
run in OpenVINO and compared with eager torch."""

from __future__ import annotations

import pytest
from torch_support import FnOfArgs, check_module

torch = pytest.importorskip("torch")


def f34(low=-3.0, high=3.0):
    return torch.empty(3, 4).uniform_(low, high)


def positive():
    return torch.empty(3, 4).uniform_(0.1, 4.0)


def ints():
    return torch.randint(-5, 6, (3, 4))


UNARY = {
    "abs": (torch.abs, f34),
    "acos": (torch.acos, lambda: f34(-0.9, 0.9)),
    "acosh": (torch.acosh, lambda: f34(1.1, 4.0)),
    "asin": (torch.asin, lambda: f34(-0.9, 0.9)),
    "asinh": (torch.asinh, f34),
    "atan": (torch.atan, f34),
    "atanh": (torch.atanh, lambda: f34(-0.9, 0.9)),
    "ceil": (torch.ceil, f34),
    "cos": (torch.cos, f34),
    "cosh": (torch.cosh, f34),
    "erf": (torch.erf, f34),
    "exp": (torch.exp, f34),
    "floor": (torch.floor, f34),
    "log": (torch.log, positive),
    "neg": (torch.neg, f34),
    "relu": (torch.relu, f34),
    "sigmoid": (torch.sigmoid, f34),
    "sign": (torch.sign, f34),
    "sin": (torch.sin, f34),
    "sinh": (torch.sinh, f34),
    "sqrt": (torch.sqrt, positive),
    "tan": (torch.tan, lambda: f34(-1.2, 1.2)),
    "tanh": (torch.tanh, f34),
    "rsqrt": (torch.rsqrt, positive),
    "reciprocal": (torch.reciprocal, positive),
    "log1p": (torch.log1p, positive),
    "expm1": (torch.expm1, f34),
    "log2": (torch.log2, positive),
    "log10": (torch.log10, positive),
    "trunc": (torch.trunc, f34),
    "round": (
        torch.round,
        lambda: torch.tensor([[0.5, 1.5, 2.5, -0.5], [-1.5, 2.4, -2.6, 3.5], [0.0, 1.0, -3.5, 4.5]]),
    ),
    "gelu": (torch.nn.functional.gelu, f34),
    "gelu_tanh": (lambda x: torch.nn.functional.gelu(x, approximate="tanh"), f34),
    "leaky_relu": (lambda x: torch.nn.functional.leaky_relu(x, 0.2), f34),
    "elu": (lambda x: torch.nn.functional.elu(x, alpha=1.5), f34),
    "isnan": (lambda x: torch.isnan(torch.log(x)), f34),
    "isinf": (lambda x: torch.isinf(1 / torch.relu(x)), f34),
    "abs_int": (torch.abs, ints),
}


@pytest.mark.parametrize("name", sorted(UNARY))
def test_unary(name):
    fn, make = UNARY[name]
    check_module(FnOfArgs(fn), (make(),))


BINARY = {
    "add": lambda x, y: x + y,
    "add_alpha": lambda x, y: torch.add(x, y, alpha=2),
    "sub_alpha": lambda x, y: torch.sub(x, y, alpha=0.5),
    "mul_broadcast": lambda x, y: x * y[0],
    "div": lambda x, y: x / (y.abs() + 1),
    "div_floor": lambda x, y: torch.div(x, y.abs() + 1, rounding_mode="floor"),
    "div_trunc": lambda x, y: torch.div(x, y.abs() + 1, rounding_mode="trunc"),
    "pow": lambda x, y: torch.pow(x.abs() + 0.5, y),
    "maximum": torch.maximum,
    "minimum": torch.minimum,
    "fmod": lambda x, y: torch.fmod(x, y.abs() + 0.5),
    "remainder": lambda x, y: torch.remainder(x, y.abs() + 0.5),
    "eq": lambda x, y: x.round() == y.round(),
    "ne": lambda x, y: x.round() != y.round(),
    "lt": torch.lt,
    "le": torch.le,
    "gt": torch.gt,
    "ge": torch.ge,
    "where": lambda x, y: torch.where(x > y, x, y),
    "logical": lambda x, y: torch.logical_xor(x > 0, torch.logical_and(y > 0, torch.logical_not(x > y))),
    "logical_or": lambda x, y: torch.logical_or(x > 0, y > 0),
    "bool_product_and_sum": lambda x, y: ((x > 0) * (y > 0), (x > 0) + (y < 0)),  # and, or
    "isclose": lambda x, y: torch.isclose(x, y.round()),  # its decomposition multiplies booleans
    "atan2": lambda x, y: torch.atan2(x, y.round()),  # every quadrant, and x = 0
    "atan2_origin": lambda x, y: torch.atan2(x.round(), y.round()),  # y = 0 and the origin too
    "clamp_tensor": lambda x, y: torch.clamp(x, min=y - 1, max=y + 1),
}


@pytest.mark.parametrize("name", sorted(BINARY))
def test_binary(name):
    check_module(FnOfArgs(BINARY[name]), (f34(), f34()))


SCALARS = {
    "add_int_scalar": (lambda x: x + 3, ints),  # stays integer
    "mul_float_scalar": (lambda x: x * 0.5, ints),  # an integer tensor times a float: f32
    "div_ints": (lambda x: x / 2, ints),  # true division of integers: f32
    "rsub": (lambda x: 1 - x, f34),
    "pow_scalar": (lambda x: x**2, f34),
    "scalar_pow": (lambda x: 2**x, f34),
    "remainder_ints": (lambda x: x % 3, ints),  # the sign of the divisor
    "fmod_ints": (lambda x: torch.fmod(x, 3), ints),  # the sign of the dividend
    "floor_divide_ints": (lambda x: torch.div(x, -3, rounding_mode="floor"), ints),  # toward -inf
    "trunc_divide_ints": (lambda x: torch.div(x, -3, rounding_mode="trunc"), ints),  # toward 0
    "floordiv_ints": (lambda x: x // 3, ints),
    "bitwise": (lambda x: (x & 3) | (x ^ 1), ints),
    "bitwise_not": (lambda x: ~x, ints),
    "clamp": (lambda x: torch.clamp(x, -0.5, 0.5), f34),
    "clamp_min": (lambda x: torch.clamp(x, min=-0.5), f34),
    "clamp_max_int": (lambda x: torch.clamp(x, max=2), ints),
    "hardtanh": (lambda x: torch.nn.functional.hardtanh(x, -1.0, 2.0), f34),
    "relu6": (torch.nn.functional.relu6, lambda: f34(-8, 8)),
    "compare_scalar": (lambda x: x > 0.25, f34),
    "mixed_precision": (lambda x: x.double() * 3, f34),
}


@pytest.mark.parametrize("name", sorted(SCALARS))
def test_with_a_scalar(name):
    fn, make = SCALARS[name]
    check_module(FnOfArgs(fn), (make(),))
