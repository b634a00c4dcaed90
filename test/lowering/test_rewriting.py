"""OpTypeDispatch: the patterns tried on an op are those of its type, in their order, and the
rewrite is the one xDSL's greedy applier makes. That the walker's rewriter does what xDSL's does
is pinned in test/compat/test_xdsl.py."""

from __future__ import annotations

from xdsl.dialects.func import ReturnOp
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt import registry
from ovopt.dialects import ov
from ovopt.lowering.rewriting import OpTypeDispatch, matched_op_types, rewrite_module, walker
from support import relu_of_add


class Record(RewritePattern):
    """Notes the op types it is called on."""

    def __init__(self):
        self.seen: list[str] = []

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        self.seen.append(op.name)


class OnAdd(Record):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.AddV1Op, rewriter: PatternRewriter) -> None:
        self.seen.append(op.name)


class OnAddOrRelu(Record):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.AddV1Op | ov.ReluV0Op, rewriter: PatternRewriter) -> None:
        self.seen.append(op.name)


class DeclaresRelu(Record):
    op_types = (ov.ReluV0Op,)


class ReluToSigmoid(RewritePattern):
    op_types = (ov.ReluV0Op,)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        rewriter.replace(op, ov.SigmoidV0Op(op.operands[0]))


def test_the_types_a_pattern_takes():
    assert matched_op_types(OnAdd()) == (ov.AddV1Op,)
    assert set(matched_op_types(OnAddOrRelu())) == {ov.AddV1Op, ov.ReluV0Op}
    assert matched_op_types(DeclaresRelu()) == (ov.ReluV0Op,)
    assert matched_op_types(Record()) is None  # it tests nothing we can see: any op


def test_an_op_meets_only_the_patterns_of_its_type_and_those_of_any():
    module, _, _ = relu_of_add()
    on_add, on_either, on_relu, on_any = OnAdd(), OnAddOrRelu(), DeclaresRelu(), Record()
    rewrite_module(module, [on_add, on_either, on_relu, on_any])
    assert sorted(set(on_add.seen)) == ["ov.Add.v1"]
    assert sorted(set(on_either.seen)) == ["ov.Add.v1", "ov.Relu.v0"]
    assert sorted(set(on_relu.seen)) == ["ov.Relu.v0"]
    assert sorted(set(on_any.seen)) == ["func.func", "func.return", "ov.Add.v1", "ov.Relu.v0"]


def test_the_first_pattern_that_acts_ends_the_op_turn():
    module, _, _ = relu_of_add()
    after = DeclaresRelu()
    rewrite_module(module, [ReluToSigmoid(), after])
    names = [op.name for op in module.walk()]
    assert "ov.Relu.v0" not in names and "ov.Sigmoid.v0" in names
    assert after.seen == []  # the Relu was rewritten before its turn; the Sigmoid is not its type


def test_the_patterns_of_each_type_keep_their_order():
    first, second, third = OnAddOrRelu(), Record(), OnAdd()
    dispatch = OpTypeDispatch([first, second, third])
    assert dispatch.patterns_for(ov.AddV1Op) == [first, second, third]
    assert dispatch.patterns_for(ov.ReluV0Op) == [first, second]
    assert dispatch.patterns_for(ReturnOp) == [second]


def test_the_registered_patterns_that_declare_types_name_operations():
    for pass_id in ("convert-onnx-to-ov", "ov-simplify"):
        for pattern in registry.patterns_for(pass_id):
            types = matched_op_types(pattern)
            assert types is None or (types and all(isinstance(t, type) for t in types)), pattern


class AnyButRelu(Record):
    @staticmethod
    def takes(op_type) -> bool:
        return op_type is not ov.ReluV0Op


def test_a_pattern_may_say_which_types_it_takes():
    dispatch = OpTypeDispatch([AnyButRelu()])
    assert dispatch.patterns_for(ov.AddV1Op) and not dispatch.patterns_for(ov.ReluV0Op)


class CountingDispatch(OpTypeDispatch):
    """Notes every op the walker offers."""

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        self.offered = [*getattr(self, "offered", []), op.name]
        super().match_and_rewrite(op, rewriter)


def test_an_op_no_pattern_takes_is_not_offered():
    module, _, _ = relu_of_add()
    dispatch = CountingDispatch([ReluToSigmoid()])
    walker(dispatch).rewrite_module(module)
    # the Relu was offered; nothing else was, not the Sigmoid made for it, nor in the sweep after the change
    assert dispatch.offered == ["ov.Relu.v0"]
    assert "ov.Sigmoid.v0" in [op.name for op in module.walk()]


def test_a_dead_op_is_offered_to_be_erased_when_dead_ops_go():
    module, add, relu = relu_of_add()
    unused = ov.ReluV0Op(add.results[0])
    relu.parent_block().insert_op_after(unused, relu)
    dispatch = CountingDispatch([], dce_enabled=True)
    walker(dispatch).rewrite_module(module)
    assert dispatch.offered == ["ov.Relu.v0"]  # the unused Relu alone: the rest is live
    assert [op.name for op in module.walk()].count("ov.Relu.v0") == 1  # the unused one is gone


def test_an_erased_dead_op_lets_its_weights_go_at_once():
    """It lives on in reference cycles until a full collection, which ov-opt runs rarely: a
    dead weight's bytes must not wait for it. A small constant keeps its value."""
    import numpy as np

    from ovopt.lowering.rewriting import RELEASED_FROM

    module, add, relu = relu_of_add()
    weight = ov.ConstantV0Op.from_numpy(np.ones(RELEASED_FROM // 4, np.float32))
    small = ov.ConstantV0Op.from_numpy(np.ones(2, np.float32))
    relu.parent_block().insert_ops_before([weight, small], add)
    walker(OpTypeDispatch([], dce_enabled=True)).rewrite_module(module)
    assert weight.parent is None and "value" not in weight.properties
    assert small.parent is None and small.value.get_shape() == (2,)
    assert "ov.Constant.v0" not in [op.name for op in module.walk()]


def rss_file_mb() -> float:
    """This process's resident pages of mapped files, in MB (/proc/self/status)."""
    with open("/proc/self/status") as status:
        line = next(line for line in status if line.startswith("RssFile:"))
    return int(line.split()[1]) / 1024


def test_an_erased_dead_weight_of_a_mapped_file_gives_its_pages_back(tmp_path):
    """A SavedModel's filters are read once, to be transposed; their pages must not stay in RSS
    beside the transposed copies. Another view of the same bytes still reads them."""
    import numpy as np

    from ovopt.support import elements
    from ovopt.support.mapped_files import file_span, map_file

    values = np.random.default_rng(0).standard_normal(8 << 20 >> 2).astype(np.float32)  # 8 MB
    path = tmp_path / "weights.bin"
    path.write_bytes(bytes(4096) + values.tobytes())  # a page before: the weight's own span is unmapped
    data = map_file(path)
    viewed = np.frombuffer(data, np.float32, offset=4096)
    module, add, relu = relu_of_add()
    weight = ov.ConstantV0Op(elements.dense_from_numpy(viewed))
    assert file_span(weight.value.data.data) is not None
    relu.parent_block().insert_ops_before([weight], add)
    assert float(viewed.sum(dtype=np.float64)) == float(values.sum(dtype=np.float64))  # every page read
    before = rss_file_mb()
    walker(OpTypeDispatch([], dce_enabled=True)).rewrite_module(module)
    assert weight.parent is None
    assert before - rss_file_mb() >= 6, f"RssFile {before:.1f} -> {rss_file_mb():.1f} MB"
    assert np.array_equal(np.frombuffer(data, np.float32, offset=4096), values)


def test_small_mapped_weights_read_and_erased_one_by_one_leave_no_pages_behind(tmp_path):
    """A batch norm folds into each filter of a ResNet: each is read once, then erased. Reading
    one maps its neighbours' pages too (the page cache's whole folio: read ahead from the
    disk, a file sits in folios of up to 2 MB), so letting go of each filter's own pages alone
    left 11 of these 16 MB resident. A small constant keeps its value (a pass may still read
    it) and reads it again from the file."""
    import os

    import numpy as np

    from ovopt.lowering.rewriting import RELEASED_FROM, release_weights
    from ovopt.support import elements
    from ovopt.support.mapped_files import map_file

    size = 36 << 10  # bytes of a 3x3 filter of 32 by 32 channels, in f32
    assert size < RELEASED_FROM
    values = np.random.default_rng(0).standard_normal((16 << 20) // 4).astype(np.float32)  # 16 MB
    path = tmp_path / "filters.bin"
    with open(path, "wb") as file:
        file.write(values.tobytes())
        file.flush()
        os.fsync(file.fileno())
        os.posix_fadvise(file.fileno(), 0, 0, os.POSIX_FADV_DONTNEED)  # read again from the disk, as a model is
    data = map_file(path)
    before = rss_file_mb()
    filters = []
    for start in range(0, values.nbytes - size, size + 100):  # not page-aligned, as in a model file
        weight = ov.ConstantV0Op(elements.dense_from_numpy(np.frombuffer(data[start : start + size], np.float32)))
        float(elements.numpy_from_dense(weight.value).sum(dtype=np.float64))  # read, as a fold reads it
        release_weights(weight)
        filters.append((start, weight))
    assert rss_file_mb() - before < 4, f"RssFile {before:.1f} -> {rss_file_mb():.1f} MB of a 16 MB file"
    written = values.view(np.uint8)
    for start, weight in filters[::50]:
        assert elements.numpy_from_dense(weight.value).tobytes() == written[start : start + size].tobytes()
