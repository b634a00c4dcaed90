"""Table providers: a module that registers many entries is imported the first time its table is
used, and a provider that names how its keys begin only when such a key, entries of that
beginning, or the whole table are read.
Checked on a table of the test's own, so the real registry is untouched."""

from __future__ import annotations

import re
import sys
import textwrap

import pytest

from ovopt.registry import RegistryError
from ovopt.registry.table import Table

PROVIDER = """
from test_providers_table import TABLE

TABLE.add("mine.first", 1)
TABLE.add("mine.second", 2)
"""


@pytest.fixture
def table(tmp_path, monkeypatch):
    """A table with a provider module `test_providers_mine` of the keys beginning `mine.`."""
    (tmp_path / "test_providers_mine.py").write_text(textwrap.dedent(PROVIDER))
    table: Table[str, int] = Table("entry", repr)
    holder = type(sys)("test_providers_table")
    holder.TABLE = table
    monkeypatch.setitem(sys.modules, "test_providers_table", holder)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "test_providers_mine", raising=False)
    table.add_provider("test_providers_mine", prefix="mine.")
    return table


def loaded() -> bool:
    return "test_providers_mine" in sys.modules


def test_other_keys_do_not_import_it(table):
    table.add("other.one", 10)
    assert table.get("other.one") == 10 and "other.two" not in table
    assert table.items("other.") == [("other.one", 10)]
    assert not loaded()


def test_one_of_its_keys_imports_it(table):
    assert table.get("mine.second") == 2
    assert loaded() and table.source("mine.first") == "ovopt"


def test_entries_of_its_beginning_import_it(table):
    assert table.items("mine.s") == [("mine.second", 2)]
    assert loaded()


def test_reading_the_whole_table_imports_it(table):
    assert dict(table.items()) == {"mine.first": 1, "mine.second": 2}


def test_a_clash_with_its_entries_is_found(table):
    with pytest.raises(RegistryError, match=re.escape("'mine.first' is registered twice: by ovopt and by")):
        table.add("mine.first", 3)
