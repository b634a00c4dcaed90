"""ov-merge-duplicates compares weights whole only when their sampled keys match: the layers
that read one input with different weights (a transformer's Q, K and V projections) do not
read every page of their weights."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import ModuleOp, TensorType, f32
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Block, Region

from ovopt.dialects import ov
from ovopt.lowering.ov import merge_duplicates
from ovopt.lowering.ov.merge_duplicates import merge_block


def projections(weights: list[np.ndarray]) -> tuple[ModuleOp, Block]:
    """MatMuls of one input, one per weight, all returned."""
    x = TensorType(f32, [1, weights[0].shape[0]])
    block = Block(arg_types=[x])
    outputs = []
    for weight in weights:
        constant = ov.ConstantV0Op.from_numpy(weight)
        matmul = ov.MatMulV0Op(block.args[0], constant.output)
        block.add_ops([constant, matmul])
        outputs.append(matmul.results[0])
    block.add_op(ReturnOp(*outputs))
    types = [value.type for value in outputs]
    return ModuleOp([FuncOp.from_region("main", [x], types, Region(block))]), block


def matmuls(block: Block) -> int:
    return sum(isinstance(op, ov.MatMulV0Op) for op in block.ops)


def test_different_weights_are_not_compared_whole(monkeypatch):
    compared = []
    monkeypatch.setattr(merge_duplicates, "same_bytes", lambda a, b: compared.append(1) or bytes(a) == bytes(b))
    rng = np.random.default_rng(0)
    _, block = projections([rng.standard_normal((256, 256)).astype(np.float32) for _ in range(3)])
    merge_block(block)
    assert matmuls(block) == 3 and not compared


def test_equal_weights_are_compared_and_merge():
    weight = np.random.default_rng(1).standard_normal((256, 256)).astype(np.float32)
    _, block = projections([weight, weight.copy()])
    merge_block(block)
    assert matmuls(block) == 1


def test_weights_equal_in_every_sampled_page_only_stay_apart():
    """Equal sampled keys (so equal hashes) are not enough: the bytes between the pages differ."""
    weight = np.random.default_rng(2).standard_normal((1024, 512)).astype(np.float32)  # 2 MiB: sampled
    other = weight.copy()
    other.reshape(-1)[(1 << 18) // 4] += 1  # at 256 KiB, between the sampled pages at 0 and 512 KiB
    assert merge_duplicates.sampled_key(memoryview(weight).cast("B")) == merge_duplicates.sampled_key(
        memoryview(other).cast("B")
    )
    _, block = projections([weight, other])
    merge_block(block)
    assert matmuls(block) == 2
