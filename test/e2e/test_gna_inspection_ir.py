"""`-p gna-default -t ir`: the gna module written as the GNA plugin's layers (targets/ir/gna.py),
for every GNA test model (gna_models.py). The XML is well formed and has the layer types the
model's gna ops give; every Const's offset and size lie inside the .bin; the weights the GNA
layers read are the ONNX initializers they came from (moved to GNA's orders, never rounded);
the driver lists exactly the files it wrote."""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import numpy as np
import pytest
from gna_models import MODELS
from lxml import etree
from onnx import numpy_helper

from ovopt.tools.ov_opt import main as ov_opt
from support import save_model

GNA_LAYERS = {
    "kws_cnn": {"GNAConvolution", "GNAMaxPool", "Pwl", "FullyConnected"},
    "dwsc_1d": {"GNAConvolution", "Pwl", "ScaleShift", "Eltwise"},
    "tdnn": {"FullyConnected", "ScaleShift", "Pwl"},
    "lstm": {"FullyConnected", "ScaleShift", "Eltwise", "Pwl", "Split", "Concat"},
    "gru": {"FullyConnected", "ScaleShift", "Eltwise", "Pwl", "Split", "Concat"},
    "cnn_nhwc": {"GNAConvolution", "Pwl"},
    "mlp": {"FullyConnected", "Pwl"},
}
PLUGIN_VERSIONS = {"intel_gna", "legacy"}
NUMPY = {"f32": np.float32, "f64": np.float64, "i64": np.int64, "i32": np.int32}


class Ir:
    def __init__(self, xml: Path):
        self.root = etree.parse(str(xml)).getroot()
        self.bin = xml.with_suffix(".bin").read_bytes()
        self.layers = {layer.get("id"): layer for layer in self.root.iter("layer")}
        self.sources = {
            (edge.get("to-layer"), edge.get("to-port")): edge.get("from-layer") for edge in self.root.iter("edge")
        }

    def of_type(self, type: str) -> list[etree._Element]:
        return [layer for layer in self.layers.values() if layer.get("type") == type]

    def constant(self, layer: etree._Element, port: int) -> np.ndarray:
        """The value of the Const layer feeding `port` of `layer`, from the .bin."""
        source = self.layers[self.sources[(layer.get("id"), str(port))]]
        assert source.get("type") == "Const"
        data = source.find("data")
        offset, size = int(data.get("offset")), int(data.get("size"))
        shape = [int(d) for d in data.get("shape").split(",") if d.strip()]
        return np.frombuffer(self.bin[offset : offset + size], NUMPY[data.get("element_type")]).reshape(shape)


def convert(name: str, tmp_path: Path) -> tuple[Path, str]:
    path = save_model(MODELS[name].build(), tmp_path, f"{name}.onnx")
    xml = tmp_path / "out" / f"{name}.xml"
    out = io.StringIO()
    with redirect_stdout(out), redirect_stderr(io.StringIO()):
        assert ov_opt([str(path), "-p", "gna-default", "-t", "ir", "-o", str(xml)]) == 0
    return xml, out.getvalue()


def initializers(name: str, *op_types: str) -> list[np.ndarray]:
    """The constant weight inputs (second input) of the model's `op_types` nodes."""
    graph = MODELS[name].build().graph
    values = {init.name: numpy_helper.to_array(init) for init in graph.initializer}
    return [values[node.input[1]] for node in graph.node if node.op_type in op_types and node.input[1] in values]


@pytest.mark.parametrize("name", sorted(MODELS))
def test_layers_and_bin(name, tmp_path):
    xml, _ = convert(name, tmp_path)
    ir = Ir(xml)
    types = {layer.get("type") for layer in ir.layers.values()}
    assert GNA_LAYERS[name] <= types, sorted(types)
    assert not {"Convolution", "GroupConvolution"} & types  # what GNA runs is written as GNA layers
    plugin = [layer for layer in ir.layers.values() if layer.get("version") in PLUGIN_VERSIONS]
    assert {layer.get("type") for layer in plugin} >= GNA_LAYERS[name]
    for layer in ir.of_type("Const"):
        data = layer.find("data")
        offset, size = int(data.get("offset")), int(data.get("size"))
        assert offset >= 0 and offset + size <= len(ir.bin), layer.get("name")
    for pwl in ir.of_type("Pwl"):
        slopes, intercepts, knots = (ir.constant(pwl, port) for port in (1, 2, 3))
        assert len(slopes) == len(intercepts) == len(knots) - 1
        assert np.all(np.diff(knots) > 0)
    for layer in [*ir.of_type("GNAConvolution"), *ir.of_type("GNAMaxPool")]:
        layouts = layer.findall("output/port/rt_info/attribute[@name='layout']")
        assert [a.get("layout") for a in layouts] in (["[N,H,W,C]"], ["[N,W,C]"])


@pytest.mark.parametrize("name", ["kws_cnn", "tdnn", "mlp"])
def test_affine_weights_are_the_matmul_initializers(name, tmp_path):
    """FullyConnected weights are [O, K]: the ONNX MatMul's (or Gemm's) [K, O] initializer,
    transposed; its K columns permuted where gna-gather-sinking moved the flatten of
    channels-last data into the weights (each row keeps its values)."""
    xml, _ = convert(name, tmp_path)
    ir = Ir(xml)
    expected = initializers(name, "MatMul", "Gemm")
    layers = ir.of_type("FullyConnected")
    assert len(layers) == len(expected)
    for layer in layers:
        weights = ir.constant(layer, 1)
        assert any(
            w.T.shape == weights.shape and np.array_equal(np.sort(w.T, axis=1), np.sort(weights, axis=1))
            for w in expected
        ), layer.get("name")


@pytest.mark.parametrize("name", ["kws_cnn", "dwsc_1d", "cnn_nhwc"])
def test_convolution_filters_are_the_conv_initializers(name, tmp_path):
    """GNAConvolution filters are [C_OUT, spatial..., C_IN]: the ONNX filters, channels last."""
    xml, _ = convert(name, tmp_path)
    ir = Ir(xml)
    expected = [np.moveaxis(w, 1, -1) for w in initializers(name, "Conv")]
    layers = ir.of_type("GNAConvolution")
    assert layers
    for layer in layers:
        filters = ir.constant(layer, 1)
        assert any(w.shape == filters.shape and np.array_equal(w, filters) for w in expected), layer.get("name")


def test_files_listed(tmp_path):
    """Pre/post IR pairs beside the main one, all listed; a model without edge functions
    writes the main pair and lists nothing (as `-t ir` always did)."""
    xml, listing = convert("dwsc_1d", tmp_path)
    post = xml.with_name("dwsc_1d.post.y.xml")
    files = [xml.with_suffix(".bin"), xml, post.with_suffix(".bin"), post]
    assert listing.splitlines() == [f"wrote {path}" for path in files]
    assert sorted(xml.parent.iterdir()) == sorted(files)
    assert 'type="Transpose"' in post.read_text()
    (tmp_path / "mlp").mkdir()
    xml, listing = convert("mlp", tmp_path / "mlp")
    assert listing == ""
    assert sorted(xml.parent.iterdir()) == sorted([xml, xml.with_suffix(".bin")])
