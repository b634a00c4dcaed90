"""Table providers: a function that registers many entries is called the first time its table is
used, and a provider that names how its keys begin only when such a key, entries of that
beginning, or the whole table are read.
Checked on a table of the test's own, so the real registry is untouched."""

from __future__ import annotations

import re

import pytest

from ovopt.registry import RegistryError
from ovopt.registry.table import Table


@pytest.fixture
def table():
    """A table with a provider of the keys beginning `mine.`; `table.calls` counts its calls."""
    table: Table[str, int] = Table("entry", repr)
    table.calls = 0

    def provide() -> None:
        table.calls += 1
        table.add("mine.first", 1)
        table.add("mine.second", 2)

    table.add_provider(provide, prefix="mine.")
    return table


def test_other_keys_do_not_call_it(table):
    table.add("other.one", 10)
    assert table.get("other.one") == 10 and "other.two" not in table
    assert table.items("other.") == [("other.one", 10)]
    assert table.calls == 0


def test_one_of_its_keys_calls_it_once(table):
    assert table.get("mine.second") == 2
    assert table.get("mine.first") == 1
    assert table.calls == 1 and table.source("mine.first") == "ovopt"


def test_entries_of_its_beginning_call_it(table):
    assert table.items("mine.s") == [("mine.second", 2)]
    assert table.calls == 1


def test_reading_the_whole_table_calls_it(table):
    assert dict(table.items()) == {"mine.first": 1, "mine.second": 2}


def test_a_clash_with_its_entries_is_found(table):
    with pytest.raises(RegistryError, match=re.escape("'mine.first' is registered twice: by ovopt and by")):
        table.add("mine.first", 3)


def test_a_string_prefix_covers_the_sets_of_passes_whose_id_begins_with_it():
    """Pattern sets are keyed (pass id, set name); a provider for every pass `gna-...` says `gna-`."""
    patterns: Table[tuple[str, str], int] = Table("pattern set", repr)
    calls = []
    patterns.add_provider(lambda: calls.append(patterns.add(("gna-convert-divide", "builtin"), 1)), prefix="gna-")
    assert patterns.items(("convert-onnx-to-ov",)) == [] and not calls
    assert patterns.items(("gna-convert-divide",)) == [(("gna-convert-divide", "builtin"), 1)] and len(calls) == 1
