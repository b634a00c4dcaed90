"""The non-core ATen ops torch.export leaves in transformers and torchvision models (linear,
layer_norm, dropout, arange, transpose.int, reshape, split.Tensor, scaled_dot_product_attention)
end to end, as they are and after torch's default decompositions: both programs converted by
ovopt.convert_model, run in OpenVINO and compared with eager torch. A program of such ops only is
imported without decomposing (test/frontends/torch/test_import.py checks that)."""

from __future__ import annotations

import numpy as np
import pytest
from torch_support import FnOfArgs, eager, run_openvino

torch = pytest.importorskip("torch")
F = torch.nn.functional

import ovopt  # noqa: E402
from ovopt.frontends.torch.importer import decomposed  # noqa: E402


def check(fn, *args, decompose: bool, dynamic_shapes=None, others: tuple = ()):
    """`fn` exported (and decomposed when `decompose`), converted, and compared with eager torch
    on `args` and on each tuple of `others`."""
    module = FnOfArgs(fn).eval()
    program = torch.export.export(module, args, dynamic_shapes=dynamic_shapes)
    if decompose:
        program = program.run_decompositions()
    else:
        assert decomposed(program) is program, "the program holds ops the dialect lacks: it is decomposed"
    model = ovopt.convert_model(program)
    for inputs in (args, *others):
        for actual, expected in zip(run_openvino(model, inputs), eager(module, inputs), strict=True):
            assert actual.shape == expected.shape
            if expected.dtype.kind in "biu":
                np.testing.assert_array_equal(actual, expected)
            else:
                np.testing.assert_allclose(actual, expected, rtol=1e-4, atol=1e-5)


def seeded(*shape):
    torch.manual_seed(sum(shape))
    return torch.randn(*shape)


W, B = seeded(3, 8), seeded(3)
GAMMA, BETA, GAMMA_8 = seeded(5, 8), seeded(8, 5).T, seeded(8)

CASES = {
    "linear": (lambda x: (F.linear(x, W, B), F.linear(x, W), F.linear(x[0, 0], W, B)), (seeded(2, 5, 8),)),
    "linear_vector_weight": (lambda x: (F.linear(x, W[0]), F.linear(x, W[1], B[0])), (seeded(2, 5, 8),)),
    "layer_norm": (
        lambda x: (F.layer_norm(x, [8]), F.layer_norm(x, [5, 8], GAMMA, BETA, eps=1e-3)),
        (seeded(2, 5, 8),),
    ),
    "layer_norm_weight_only": (lambda x: F.layer_norm(x, [8], weight=GAMMA_8), (seeded(3, 8),)),
    "dropout": (lambda x: (F.dropout(x, 0.3, training=False), F.dropout(x, 1.0, training=False) * 2), (seeded(4, 6),)),
    "arange": (
        lambda x: (torch.arange(5), torch.arange(4.5) + x[0, :5], torch.arange(7, dtype=torch.int32)),
        (seeded(2, 6),),
    ),
    "transpose": (
        lambda x: (x.transpose(0, 1), x.transpose(-1, 1), x.transpose(2, 2), x[0, 0].transpose(0, 0)),
        (seeded(2, 3, 4),),
    ),
    "reshape": (lambda x: (x.reshape(-1), x.reshape(4, -1), x.transpose(0, 2).reshape(6, 4)), (seeded(2, 3, 4),)),
    "split": (lambda x: (*x.split(3, -1), *x.split(2, 0), *x.split(8, 1)), (seeded(4, 8),)),
    "silu": (lambda x: (F.silu(x), F.silu(x * 10)), (seeded(3, 7),)),
    "to": (
        lambda x: (x.to(torch.int32), x.to("cpu", torch.float64), x.to(dtype=torch.bool, device="cpu"), x.float()),
        (seeded(3, 4) * 3,),
    ),
    "new_ones": (
        lambda x: (x.new_ones([2, 3]), x.new_ones([4], dtype=torch.bool), x.new_ones(x.shape[1])),
        (seeded(3, 4),),
    ),
    "and_or": (
        lambda x: ((x > 0) & (x < 1), (x > 0).int() & 3, (x > 0) | (x < -1), (x > 0).int() | 6),
        (seeded(3, 4),),
    ),
    "diff": (
        lambda x: (
            torch.diff(x),
            torch.diff(x, n=2, dim=0),
            torch.diff(x, prepend=x[:, :2], append=x[:, :1]),
            torch.diff(x > 0),
        ),
        (seeded(4, 6),),
    ),
}


@pytest.mark.parametrize("decompose", [False, True], ids=["as_exported", "decomposed"])
@pytest.mark.parametrize("name", CASES)
def test_op(name, decompose):
    fn, args = CASES[name]
    check(fn, *args, decompose=decompose)


def qkv(heads=4, kv_heads=4, length=5, source=7, depth=8, value_depth=6):
    return seeded(2, heads, length, depth), seeded(2, kv_heads, source, depth), seeded(2, kv_heads, source, value_depth)


def keep_mask(length=5, source=7):
    """A boolean mask with every row keeping some key (a row of only -inf is NaN in torch)."""
    torch.manual_seed(1)
    mask = torch.rand(length, source) > 0.4
    mask[:, 0] = True
    return mask


sdpa = F.scaled_dot_product_attention
ATTENTION = {
    "plain": (lambda q, k, v: sdpa(q, k, v), qkv()),
    "scale": (lambda q, k, v: sdpa(q, k, v, scale=0.3), qkv()),
    "causal": (lambda q, k, v: sdpa(q, k, v, is_causal=True), qkv()),
    "causal_longer_keys": (lambda q, k, v: sdpa(q, k, v, is_causal=True, scale=2.0), qkv(length=3, source=6)),
    "bool_mask": (lambda q, k, v, m: sdpa(q, k, v, attn_mask=m), (*qkv(), keep_mask())),
    "float_mask": (lambda q, k, v, m: sdpa(q, k, v, attn_mask=m), (*qkv(), seeded(4, 1, 7))),
    "gqa": (lambda q, k, v: sdpa(q, k, v, enable_gqa=True), qkv(heads=6, kv_heads=2)),
    "gqa_causal_mask": (
        lambda q, k, v, m: sdpa(q, k, v, attn_mask=m, enable_gqa=True, scale=0.5),
        (*qkv(heads=4, kv_heads=2), keep_mask()),
    ),
    "broadcast_heads": (lambda q, k, v: sdpa(q, k, v), qkv(kv_heads=1)),
    "rank_3": (lambda q, k, v: sdpa(q[0], k[0], v[0], is_causal=True), qkv()),
}


@pytest.mark.parametrize("decompose", [False, True], ids=["as_exported", "decomposed"])
@pytest.mark.parametrize("name", ATTENTION)
def test_attention(name, decompose):
    fn, args = ATTENTION[name]
    check(fn, *args, decompose=decompose)


def test_dynamic_sequence():
    """A symbolic sequence length: arange to it, reshape by it, attention over it."""

    def block(x):
        n = x.shape[1]
        q = F.linear(x, W[:, :8].repeat(3, 1)[:8]).reshape(1, n, 2, 4).transpose(1, 2)
        y = sdpa(q, q, q, is_causal=True).transpose(1, 2).reshape(1, n, 8)
        return F.layer_norm(y, [8]) + torch.arange(n).unsqueeze(-1)

    length = torch.export.Dim("length", min=2, max=32)
    check(block, seeded(1, 5, 8), decompose=False, dynamic_shapes=({1: length},), others=((seeded(1, 11, 8),),))


def test_dropout_in_training_is_refused():
    program = torch.export.export(FnOfArgs(lambda x: F.dropout(x, 0.3, training=True)), (seeded(4, 6),))
    with pytest.raises(ovopt.ConversionError, match=r"node 'dropout' \(aten::dropout\).*model.eval\(\)"):
        ovopt.convert_model(program)


def test_attention_dropout_is_refused():
    program = torch.export.export(FnOfArgs(lambda q, k, v: sdpa(q, k, v, dropout_p=0.1)), qkv())
    with pytest.raises(ovopt.ConversionError, match=r"node 'scaled_dot_product_attention' .*dropout_p = 0.1"):
        ovopt.convert_model(program)
