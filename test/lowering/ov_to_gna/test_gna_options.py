"""The GNA passes' precision options: the spellings they take, and a one-line error naming the
pass and the values it takes for any other."""

from __future__ import annotations

import pytest
from xdsl.utils.exceptions import PassFailedException

from ovopt.lowering.ov_to_gna.limits import input_precision_option, precision_option


@pytest.mark.parametrize(("given", "taken"), [("", ""), ("i16", "i16"), (" I8 ", "i8")])
def test_precision_spellings(given: str, taken: str) -> None:
    assert precision_option("convert-ov-to-gna", given) == taken


def test_an_unknown_precision_names_the_pass_and_the_precisions() -> None:
    with pytest.raises(PassFailedException) as error:
        precision_option("convert-ov-to-gna", "i4")
    assert str(error.value) == "convert-ov-to-gna: unknown GNA precision 'i4': use one of i16, i8"


def test_an_unknown_input_precision_names_the_pass_and_the_precisions() -> None:
    assert input_precision_option("gna-default", "I16", "", "2.0") == "i16"
    with pytest.raises(PassFailedException) as error:
        input_precision_option("gna-default", "f32", "i16", "3.5")
    assert str(error.value) == "gna-default: unknown input precision 'f32': use one of i16, i8"
