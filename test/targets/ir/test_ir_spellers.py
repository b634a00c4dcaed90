"""The registry of IR spellers (`targets/ir/layers.py`): one speller a class, so an extension
cannot silently replace how another op is written."""

import pytest

from ovopt.dialects import gna
from ovopt.targets.ir import gna as gna_spellers  # noqa: F401  (registers the gna spellers)
from ovopt.targets.ir import layers


def test_a_second_speller_for_a_class_is_refused_and_the_first_kept():
    speller = layers._SPELLERS[gna.CopyOp]
    with pytest.raises(ValueError, match=r"^CopyOp already has an IR speller$"):
        layers.spells(gna.CopyOp)(lambda op: None)
    assert layers._SPELLERS[gna.CopyOp] is speller
