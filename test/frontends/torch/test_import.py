"""The PyTorch frontend: what an exported program becomes in the torch dialect (names, weights,
symbolic sizes and their ranges, calls of operators the dialect has no op for), and its errors."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from xdsl.dialects.builtin import DYNAMIC_INDEX, ModuleOp  # noqa: E402
from xdsl.dialects.func import FuncOp  # noqa: E402

from ovopt.dialects import torch as dialect  # noqa: E402
from ovopt.frontends.torch import TorchImportError, import_program  # noqa: E402
from ovopt.support.locations import NAME_ATTR, tensor_names  # noqa: E402
from ovopt.support.runtime_info import INPUT_SHAPE_ATTR  # noqa: E402


class Linear(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(4, 3)
        self.register_buffer("offset", torch.arange(3, dtype=torch.float32))

    def forward(self, features):
        return self.fc(features) + self.offset


def imported(module, *args, dynamic_shapes=None) -> ModuleOp:
    program = torch.export.export(module.eval(), args, dynamic_shapes=dynamic_shapes)
    result = import_program(program)
    result.verify()
    return result


def main(module: ModuleOp) -> FuncOp:
    return next(op for op in module.ops if isinstance(op, FuncOp))


def ops_of(module: ModuleOp, kind: type) -> list:
    return [op for op in module.walk() if isinstance(op, kind)]


def test_inputs_outputs_and_weights_are_named():
    module = imported(Linear(), torch.randn(2, 4))
    function = main(module)
    names = [d.data[NAME_ATTR].data for d in function.arg_attrs.data]
    assert names == ["features"]
    assert [d.data[NAME_ATTR].data for d in function.res_attrs.data] == ["add"]
    tensors = {tensor_names(op.result)[0] for op in ops_of(module, dialect.TensorOp)}
    assert {"fc.weight", "fc.bias", "offset"} <= tensors


def test_weights_are_viewed_not_copied():
    model = Linear()
    module = imported(model, torch.randn(2, 4))
    weight = next(op for op in ops_of(module, dialect.TensorOp) if tensor_names(op.result) == ["fc.weight"])
    data = weight.value.data.data
    # the attribute's bytes are the parameter's own memory
    assert np.frombuffer(data, dtype=np.uint8).ctypes.data == model.fc.weight.data_ptr()


def test_every_argument_is_held_with_its_default():
    class Sum(torch.nn.Module):
        def forward(self, x):
            return torch.sum(x, dim=1)

    (op,) = ops_of(imported(Sum(), torch.randn(2, 3)), dialect.AtenSumDimIntListOp)
    assert op.dim == (1,) and op.keepdim is False and op.dtype is None


def test_a_dim_of_the_export_is_dynamic_with_its_range():
    class Double(torch.nn.Module):
        def forward(self, x):
            return x * 2

    batch = torch.export.Dim("batch", min=2, max=64)
    module = imported(Double(), torch.randn(4, 3), dynamic_shapes=({0: batch},))
    function = main(module)
    assert function.function_type.inputs.data[0].get_shape() == (DYNAMIC_INDEX, 3)
    assert function.arg_attrs.data[0].data[INPUT_SHAPE_ATTR].data == "2..64,3"


def test_a_dim_without_a_maximum_is_an_open_range():
    class Double(torch.nn.Module):
        def forward(self, x):
            return x * 2

    batch = torch.export.Dim("batch", min=2)
    module = imported(Double(), torch.randn(4, 3), dynamic_shapes=({0: batch},))
    assert main(module).arg_attrs.data[0].data[INPUT_SHAPE_ATTR].data == "2..,3"


def test_a_number_the_program_returns_is_a_scalar_tensor():
    class WithSize(torch.nn.Module):
        def forward(self, x):
            return x + 1, x.shape[0] * 2

    function = main(imported(WithSize(), torch.randn(4, 3)))
    returned = function.body.block.last_op.operands[1].owner
    assert isinstance(returned, dialect.TensorOp)
    assert returned.value.get_values() == (8,) and returned.result.type.get_shape() == ()


def test_symbolic_sizes_are_values():
    class Half(torch.nn.Module):
        def forward(self, x):
            return x.view(x.shape[0] // 2, -1)

    batch = torch.export.Dim("batch", min=1, max=32)
    module = imported(Half(), torch.randn(8, 3), dynamic_shapes=({0: 2 * batch},))
    assert ops_of(module, dialect.AtenSymSizeIntOp)
    (sym,) = ops_of(module, dialect.SymOp)
    assert sym.operator.data == "floordiv"
    (view,) = ops_of(module, dialect.AtenViewOp)
    assert sym.result in view.size


class LinearMish(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(4, 3)

    def forward(self, x):
        return torch.nn.functional.mish(self.fc(x))  # mish: neither core nor in the dialect


def test_a_program_of_other_aten_ops_is_decomposed_first():
    module = imported(LinearMish(), torch.randn(2, 4))
    assert not ops_of(module, dialect.CustomOp)
    assert not ops_of(module, dialect.AtenLinearOp)  # decomposed with the rest: addmm of a permute
    assert ops_of(module, dialect.AtenAddmmOp) and ops_of(module, dialect.AtenTanhOp)


class Block(torch.nn.Module):
    """A transformer block's ops as torch.export leaves them: linear, layer_norm, dropout,
    transpose, reshape, arange, scaled_dot_product_attention; none of them core."""

    def __init__(self):
        super().__init__()
        self.qkv, self.norm, self.drop = torch.nn.Linear(8, 24), torch.nn.LayerNorm(8), torch.nn.Dropout(0.1)

    def forward(self, x):
        q, k, v = (t.reshape(1, 5, 2, 4).transpose(1, 2) for t in self.qkv(self.norm(x)).split(8, -1))
        y = torch.nn.functional.scaled_dot_product_attention(q, k, v).transpose(1, 2).reshape(1, 5, 8)
        return self.drop(y) + torch.arange(8)


def test_a_program_of_the_dialects_ops_is_not_decomposed(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("run_decompositions was called")

    program = torch.export.export(Block().eval(), (torch.randn(1, 5, 8),))
    monkeypatch.setattr(type(program), "run_decompositions", refuse)
    module = import_program(program)
    module.verify()
    kinds = {
        dialect.AtenLinearOp,
        dialect.AtenLayerNormOp,
        dialect.AtenDropoutOp,
        dialect.AtenTransposeIntOp,
        dialect.AtenReshapeOp,
        dialect.AtenArangeOp,
        dialect.AtenScaledDotProductAttentionOp,
    }
    assert all(ops_of(module, kind) for kind in kinds)


class ResidualBlock(torch.nn.Module):
    """A torchvision ResNet block's calls as torch.export leaves them: conv2d, batch_norm, the
    in-place relu_ and add_ (`out += identity`), max_pool2d, adaptive_avg_pool2d, flatten."""

    def __init__(self):
        super().__init__()
        self.conv, self.norm = torch.nn.Conv2d(3, 3, 3, padding=1), torch.nn.BatchNorm2d(3)
        self.relu, self.pool = torch.nn.ReLU(inplace=True), torch.nn.MaxPool2d(2)

    def forward(self, x):
        out = self.relu(self.norm(self.conv(x)))
        out += x
        out = self.relu(out)
        return torch.flatten(torch.nn.functional.adaptive_avg_pool2d(self.pool(out), 1), 1)


def test_in_place_calls_nothing_else_reads_import_as_their_functional_twins(monkeypatch):
    program = torch.export.export(ResidualBlock().eval(), (torch.randn(1, 3, 8, 8),))
    monkeypatch.setattr(type(program), "run_decompositions", lambda *a, **k: pytest.fail("decomposed"))
    module = import_program(program)
    module.verify()
    assert len(ops_of(module, dialect.AtenReluOp)) == 2 and ops_of(module, dialect.AtenAddTensorOp)
    assert not ops_of(module, dialect.CustomOp)
    kinds = (dialect.AtenConv2dOp, dialect.AtenBatchNormOp, dialect.AtenMaxPool2dOp, dialect.AtenFlattenUsingIntsOp)
    assert all(ops_of(module, kind) for kind in (*kinds, dialect.AtenAdaptiveAvgPool2dOp))


def test_an_in_place_call_whose_earlier_value_is_read_after_it_has_no_twin():
    """torch.export reads the written value after an in-place call; a graph that reads the value
    from before it (built by hand) must not see the call as a new value."""
    from ovopt.frontends.torch.importer import _BY_OVERLOAD
    from ovopt.frontends.torch.in_place import functional_twins

    aten = torch.ops.aten

    def graph(stale: bool):
        g = torch.fx.Graph()
        doubled = g.call_function(aten.mul.Tensor, (g.placeholder("x"), 2))
        written = g.call_function(aten.relu_.default, (doubled,))
        g.output((written, g.call_function(aten.mul.Tensor, (doubled if stale else written, 3))))
        return g

    assert list(functional_twins(graph(stale=False), _BY_OVERLOAD).values()) == [aten.relu.default]
    assert functional_twins(graph(stale=True), _BY_OVERLOAD) is None


@pytest.fixture
def scaled_tanh():
    """A custom operator, `ovopt_test::scaled_tanh`, defined for this test."""
    library = torch.library.Library("ovopt_test", "DEF")
    library.define("scaled_tanh(Tensor x, float scale) -> Tensor")
    library.impl("scaled_tanh", lambda x, scale: torch.tanh(x) * scale, "CompositeExplicitAutograd")
    torch.library.register_fake("ovopt_test::scaled_tanh", lib=library)(lambda x, scale: torch.empty_like(x))
    yield torch.ops.ovopt_test.scaled_tanh
    library._destroy()


class UsesCustom(torch.nn.Module):
    def forward(self, x):
        return torch.ops.ovopt_test.scaled_tanh(x, 2.0) + 1


def test_a_custom_operator_is_kept_whole(scaled_tanh):
    module = imported(UsesCustom(), torch.randn(3))
    (custom,) = ops_of(module, dialect.CustomOp)
    assert custom.target.data == "ovopt_test::scaled_tanh.default"
    assert custom.arguments.data["scale"].value.data == 2.0
    assert "scaled_tanh(Tensor x, float scale)" in custom.schema.data


def test_an_extension_importer_takes_a_custom_operator(scaled_tanh, isolated_registry):
    def importer(ctx):
        x, scale = ctx.args
        assert scale == 2.0
        op = ctx.insert(dialect.AtenTanhOp.build(operands=[ctx.value(x)], result_types=ctx.result_types))
        return [op.results[0]]

    isolated_registry.register_importer("ovopt_test", "scaled_tanh.default", importer, framework="torch")
    module = imported(UsesCustom(), torch.randn(3))
    assert not ops_of(module, dialect.CustomOp) and ops_of(module, dialect.AtenTanhOp)


def test_a_non_tensor_input_is_refused():
    class TakesInt(torch.nn.Module):
        def forward(self, x, n: int):
            return x * n

    with pytest.raises(TorchImportError, match="input 'n' is a int: ovopt imports tensor inputs only"):
        imported(TakesInt(), torch.randn(2), 3)


def test_a_file_that_is_no_program_is_named(tmp_path):
    from ovopt.tools.ov_opt import main as ov_opt

    bad = tmp_path / "broken.pt2"
    bad.write_bytes(b"not a zip archive")
    import contextlib
    import io

    errors = io.StringIO()
    with contextlib.redirect_stderr(errors):
        status = ov_opt([str(bad), "-t", "ir", "-o", str(tmp_path / "out.xml")])
    assert status == 1
    assert f"ov-opt: error: {bad} is not a program torch.export.save wrote" in errors.getvalue()
    assert not list(tmp_path.glob("out.*"))
