"""Issue 16 item 6: `books history NAME --json` and `books diff A B --json` (NAME@VERSION)."""

from __future__ import annotations

import json

import pytest

from spellforge.cli import main
from spellforge.domain.spellbook import BookEntry, Spellbook
from spellforge.library.user.books import BookStore
from spellforge.library.user.store import UserStore
from spellforge.library.user.versions import VersionStore


pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library (tests/conftest.py)


def run_json(capsys, *argv):
    code = main(list(argv))
    return code, json.loads(capsys.readouterr().out)


def test_history_and_diff_of_versions_and_books(capsys):
    store = BookStore(UserStore())
    versions = VersionStore(store.store)
    first = Spellbook(name="Fire Wizard", mage="Wizard", element="Fire",
                      entries=[BookEntry("fireball", 2), BookEntry("dispel", 1)])
    bid = store.create(first)
    versions.snapshot(bid, first, 5, now=1_000.0)
    second = Spellbook(name="Fire Wizard", mage="Wizard", element="Fire",
                       entries=[BookEntry("fireball", 3), BookEntry("teleport", 1)])
    store.save(bid, second)
    versions.snapshot(bid, second, 8, now=1_100.0)
    other = store.create(Spellbook(name="Water", mage="Wizard", element="Water", entries=[BookEntry("fireball", 1)]))

    code, history = run_json(capsys, "books", "history", "Fire Wizard", "--json")
    assert code == 0 and [(h["version"], h["points_used"]) for h in history] == [(1, 5), (2, 8)]
    assert set(history[0]) == {"version", "saved_at", "points_used"}

    code, diff = run_json(capsys, "books", "diff", "Fire Wizard@1", "Fire Wizard@2", "--json")
    assert code == 0
    assert diff["added"] == [{"name": "Teleport", "qty": 1}]
    assert diff["removed"] == [{"name": "Dispel", "qty": 1}]
    assert diff["changed"] == [{"name": "Fireball", "from": 2, "to": 3}]
    # A Fire Wizard trains Fire and Arcane: Fireball (Fire 2) 2 each, Dispel (Arcane 1) 1,
    # Teleport (Arcane 2) 2 (rulebook R5-R6, RU L1852-1854: trained level × 1).
    assert diff["points"] == {"a": 2 * 2 + 1, "b": 3 * 2 + 2}

    code, diff = run_json(capsys, "books", "diff", "Fire Wizard", str(other), "--json")
    assert code == 0 and diff["changed"] == [{"name": "Fireball", "from": 3, "to": 1}]
    assert diff["points"]["b"] == 4  # Fireball for a Water Wizard: untrained, level 2 × 2
