"""The non-core ATen ops torch.export leaves in transformers and torchvision models (linear,
layer_norm, dropout, arange, transpose.int, reshape, split.Tensor, scaled_dot_product_attention,
conv2d, batch_norm, max_pool2d, adaptive_avg_pool2d, flatten, hardswish, ...) and the in-place
calls imported as their functional twins (relu_, add_, ...) end to end, as they are and after
torch's default decompositions: both programs converted by ovopt.convert_model, run in OpenVINO
and compared with eager torch. A program of such ops only is imported without decomposing
(test/frontends/torch/test_import.py checks that); one whose in-place call another reader could
see is decomposed, and still right."""

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
        assert decomposed(program)[0] is program, "the program holds ops the dialect lacks: it is decomposed"
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
FILTERS, FILTER_BIAS, GROUPED = seeded(6, 4, 3, 3), seeded(6), seeded(8, 2, 3, 3)
MEAN, VAR, SCALE, SHIFT = seeded(4), seeded(4).abs() + 0.5, seeded(4, 1)[:, 0], seeded(1, 4)[0]
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
    "conv2d": (
        lambda x: (
            F.conv2d(x, FILTERS, FILTER_BIAS),
            F.conv2d(x, FILTERS, stride=2, padding=1),
            F.conv2d(x, FILTERS, FILTER_BIAS, stride=(1, 2), padding=(2, 0), dilation=2),
            F.conv2d(torch.cat([x, x], 1), GROUPED, groups=4),
            F.conv2d(x[0], FILTERS, FILTER_BIAS, stride=2),  # unbatched [C, H, W]
        ),
        (seeded(1, 4, 9, 10),),
    ),
    "batch_norm": (
        lambda x: (
            F.batch_norm(x, MEAN, VAR, SCALE, SHIFT, eps=1e-3),
            F.batch_norm(x, MEAN, VAR),
            F.batch_norm(x, None, None, SCALE, SHIFT, training=True),  # the batch's statistics
        ),
        (seeded(2, 4, 5, 3),),
    ),
    "max_pool2d": (
        lambda x: (F.max_pool2d(x, 3, 2, 1), F.max_pool2d(x, (2, 3), ceil_mode=True), F.max_pool2d(x[0], 2)),
        (seeded(2, 3, 9, 11),),
    ),
    "adaptive_avg_pool2d": (
        lambda x: (F.adaptive_avg_pool2d(x, 1), F.adaptive_avg_pool2d(x, (3, 2)), F.adaptive_avg_pool2d(x, (4, 5))),
        (seeded(2, 3, 9, 10),),
    ),
    "flatten": (
        lambda x: (x.flatten(1), x.flatten(), x.flatten(1, 2), x.flatten(-2), x.flatten(2, 2), x[0, 0, 0, 0].flatten()),
        (seeded(2, 3, 4, 5),),
    ),
    "hard_activations": (lambda x: (F.hardswish(x), F.hardsigmoid(x)), (seeded(4, 6) * 4,)),
    "unflatten": (
        lambda x: (x.unflatten(1, (2, 6)), x.unflatten(-1, (3, -1)), x.unflatten(0, (1, 2, 1))),
        (seeded(2, 12),),
    ),
    "swapaxes": (lambda x: (x.swapaxes(0, 2), x.swapaxes(-1, 1) * 2), (seeded(2, 3, 4),)),
    "softmax": (
        lambda x: (F.softmax(x, -1), F.softmax(x, 0, dtype=torch.float64), torch.softmax(x.int(), 1, torch.float32)),
        (seeded(3, 5) * 3,),
    ),
    "chunk": (lambda x: (*x.chunk(3, 1), *x.chunk(2), *x.chunk(4, -1)), (seeded(5, 7),)),
    "contiguous": (lambda x: (x.transpose(0, 1).contiguous() + 1,), (seeded(3, 4),)),
    # in-place calls on fresh results nothing reads afterwards: their functional twins
    "in_place": (
        lambda x: (
            F.relu(x * 2, inplace=True),
            (x + 1).add_(x, alpha=2).relu_(),
            F.hardtanh(x * 3, inplace=True),
            F.silu(x - 1, inplace=True),
            F.hardswish(x * 5, inplace=True),
            F.dropout(x.flatten(), 0.2, training=False, inplace=True),  # writes nothing, even on a view
        ),
        (seeded(4, 6),),
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


# in-place calls another reader could see: the program is decomposed (functionalised) first
SEEN_IN_PLACE = {
    "input_written": lambda x: x.mul_(2) + 1,
    "view_written": lambda x: (lambda y: (y[0].relu_(), y))(x * 1),
    "transposed_view_written": lambda x: (lambda y: (y.t().add_(1), y + 0))(x * 2),
    "view_taken_before": lambda x: (lambda y: (lambda v: (y.relu_(), v + 0))(y.view(-1)))(x * 1),
}


@pytest.mark.parametrize("name", SEEN_IN_PLACE)
def test_in_place_call_another_reader_sees_is_decomposed(name):
    fn = SEEN_IN_PLACE[name]
    program = torch.export.export(FnOfArgs(fn).eval(), (seeded(3, 4),))
    assert decomposed(program)[0] is not program
    model = ovopt.convert_model(program)
    for actual, expected in zip(
        run_openvino(model, (seeded(3, 4),)), eager(FnOfArgs(fn), (seeded(3, 4),)), strict=True
    ):
        np.testing.assert_allclose(actual, expected, rtol=1e-5, atol=1e-6)


def test_batch_norm_in_training_with_running_statistics_is_refused():
    program = torch.export.export(FnOfArgs(lambda x: F.batch_norm(x, MEAN, VAR, training=True)), (seeded(2, 4, 3),))
    with pytest.raises(ovopt.ConversionError, match=r"node 'batch_norm' \(aten::batch_norm\).*eval mode"):
        ovopt.convert_model(program)


def test_chunk_of_a_dynamic_axis():
    """ceil(size / chunks) read at run time: 3 pieces of 2 at export, of 3 after (torch.export
    keeps the axis a multiple of the chunks: other sizes change the count of pieces)."""
    third = torch.export.Dim("third", min=2, max=8)
    check(
        lambda x: x.chunk(3, 1),
        seeded(2, 6),
        decompose=False,
        dynamic_shapes=({1: 3 * third},),
        others=((seeded(2, 9),),),
    )


def test_dropout_in_training_is_refused():
    program = torch.export.export(FnOfArgs(lambda x: F.dropout(x, 0.3, training=True)), (seeded(4, 6),))
    with pytest.raises(ovopt.ConversionError, match=r"node 'dropout' \(aten::dropout\).*model.eval\(\)"):
        ovopt.convert_model(program)


def test_attention_dropout_is_refused():
    program = torch.export.export(FnOfArgs(lambda q, k, v: sdpa(q, k, v, dropout_p=0.1)), qkv())
    with pytest.raises(ovopt.ConversionError, match=r"node 'scaled_dot_product_attention' .*dropout_p = 0.1"):
        ovopt.convert_model(program)
