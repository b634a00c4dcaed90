"""The registry of IR spellers (`targets/ir/layers.py`): one speller a class, so an extension
cannot silently replace how another op is written."""

import pytest
from xdsl.dialects.builtin import TensorType, f32
from xdsl.ir import Block

from ovopt.dialects import gna, ov
from ovopt.targets.ir import gna as gna_spellers  # noqa: F401  (registers the gna spellers)
from ovopt.targets.ir import layers


def test_a_second_speller_for_a_class_is_refused_and_the_first_kept():
    speller = layers._SPELLERS[gna.CopyOp]
    with pytest.raises(ValueError, match=r"^CopyOp already has an IR speller$"):
        layers.spells(gna.CopyOp)(lambda op: None)
    assert layers._SPELLERS[gna.CopyOp] is speller


def test_an_op_with_the_properties_of_one_already_spelled_gets_its_layer():
    """LayerSpellings spells an ov op once per distinct set of property values (the writer's
    cache): equal properties in other attribute objects share the first op's Layer; other
    values get their own, spelled as layer_of spells it."""
    x = Block(arg_types=[TensorType(f32, [2, 3])]).args[0]
    first, same, other = ov.SoftmaxV8Op(x, axis=1), ov.SoftmaxV8Op(x, axis=1), ov.SoftmaxV8Op(x, axis=0)
    assert first.properties["axis"] is not same.properties["axis"]
    spell = layers.LayerSpellings()
    layer = spell(first)
    assert layer == layers.layer_of(first)
    assert spell(same) is layer and spell(first) is layer
    assert spell(other) == layers.layer_of(other) != layer
