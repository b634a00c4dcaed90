"""`--transformations-config` on TensorFlow node names and name scopes, and the config update
helper (tools/config_update.py) that fills an entry's port mappings from the model: a Keras
model whose `swish` activation layer (a name scope: beta, mul, Sigmoid, mul_1, IdentityN) is
replaced by one Swish, as Model Optimizer replaces a TF-Slim block or a post-processing scope."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")
keras = pytest.importorskip("keras")

from ovopt.benchmarks import tf_models as zoo  # noqa: E402
from ovopt.tools import config_update  # noqa: E402

EXAMPLE = str(Path(__file__).parents[2] / "docs" / "examples" / "config_transformations.py")
X = np.random.default_rng(0).standard_normal((1, 8, 8, 3)).astype(np.float32)
# The layer's name scope, as a regular expression (Model Optimizer's scopes are): Keras numbers
# the model's and the layer's scopes by how many came before in the process.
SCOPE = r"[^/]+/act(_\d+)?/"


@pytest.fixture(scope="module")
def model():
    keras.utils.set_random_seed(zoo.SEED)
    inputs = keras.Input((8, 8, 3))
    x = keras.layers.Conv2D(4, 3, name="stem")(inputs)
    x = keras.layers.Activation("swish", name="act")(x)
    return keras.Model(inputs, keras.layers.Conv2D(2, 1, name="head")(x))


@pytest.fixture(scope="module")
def frozen(model, tmp_path_factory):
    return zoo.save_frozen(model, tmp_path_factory.mktemp("swish") / "model.pb", [tf.TensorSpec(X.shape, tf.float32)])


def test_scope_replaced_by_one_op(model, tmp_path):
    """On the SavedModel, whose importer knows every shape (the example builds the Swish on
    the scope's input as it is)."""
    saved = zoo.save_saved_model(model, tmp_path / "saved_model")
    config = tmp_path / "swish.json"
    config.write_text(json.dumps([{"id": "example-swish-scope", "match_kind": "scope", "instances": [SCOPE]}]))
    xml = tmp_path / "model.xml"
    result = zoo.convert(saved, xml, "--extensions", EXAMPLE, "--transformations-config", str(config), "-v")
    assert result.returncode == 0, result.stderr
    assert "example-swish-scope" in result.stderr
    assert zoo.count_ops(xml, "Swish") == 1 and zoo.count_ops(xml, "Sigmoid") == 0
    (actual,) = zoo.run_openvino(xml, [X])
    np.testing.assert_allclose(actual, zoo.reference(model, X), rtol=1e-4, atol=1e-5)


def graph_mappings(graph_def, inside):
    """The port mappings of the nodes `inside`, read from TensorFlow's own GraphDef: each tensor
    made outside and read inside, with its readers; each tensor made inside and read outside."""
    nodes = {n.name: n for n in graph_def.node}
    readers: dict[str, list] = {}
    outputs = []
    for node in graph_def.node:
        for port, ref in enumerate(r for r in node.input if not r.startswith("^")):
            producer, _, index = ref.partition(":")
            tensor = f"{producer}:{index or 0}"
            if node.name in inside and producer not in inside:
                readers.setdefault(tensor, []).append({"node": node.name, "port": port})
            if node.name not in inside and producer in inside:
                entry = {"node": producer, "port": int(index or 0)}
                if entry not in outputs:
                    outputs.append(entry)
    assert all(name in nodes for name in inside)
    return sorted(sorted(r, key=lambda e: (e["node"], e["port"])) for r in readers.values()), outputs


def test_config_update_fills_port_mappings(frozen, tmp_path):
    graph_def = tf.compat.v1.GraphDef.FromString(frozen.read_bytes())
    inside = {n.name for n in graph_def.node if re.match(SCOPE, n.name)}
    assert len(inside) == 5  # beta, mul, Sigmoid, mul_1, IdentityN
    expected_inputs, expected_outputs = graph_mappings(graph_def, inside)
    config = tmp_path / "config.json"
    entries = [
        {"id": "example-swish-scope", "match_kind": "scope", "instances": [SCOPE]},
        {"id": "example-scale-inputs", "match_kind": "general", "custom_attributes": {"scale": 2.0}},
    ]
    config.write_text(json.dumps(entries))
    updated = tmp_path / "updated.json"
    assert config_update.main([str(frozen), str(config), "-o", str(updated)]) == 0
    scope, general = json.loads(updated.read_text())
    got_inputs = sorted(sorted(r, key=lambda e: (e["node"], e["port"])) for r in scope["inputs"])
    assert got_inputs == expected_inputs and scope["outputs"] == expected_outputs
    assert general == entries[1]
    # the updated file is a config ov-opt reads as it read the original (the fields ignored)
    xml = tmp_path / "model.xml"
    result = zoo.convert(
        frozen, xml, "--extensions", EXAMPLE, "--transformations-config", str(updated), "--print-pipeline"
    )
    assert result.returncode == 0, result.stderr


def test_config_update_names_an_entry_that_matches_nothing(frozen, tmp_path, capsys):
    config = tmp_path / "config.json"
    points = {"start_points": ["no/such/start"], "end_points": ["no/such/node"]}
    config.write_text(json.dumps([{"id": "lost", "match_kind": "points", "instances": [points]}]))
    assert config_update.main([str(frozen), str(config)]) == 1
    assert "entry 'lost': start point 'no/such/start' is not a node of the model" in capsys.readouterr().err
