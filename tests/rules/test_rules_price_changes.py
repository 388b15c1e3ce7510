"""The 45 shipped books price as before issue 18 except where one of its rules changes them
(scripts/book_price_changes.py lists the changes; this test pins the list)."""

from __future__ import annotations

import importlib.util
import sys

from tests.conftest import DECKS_DIR, ROOT



def _script():
    spec = importlib.util.spec_from_file_location("book_price_changes", ROOT / "scripts" / "book_price_changes.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module


def test_every_price_change_has_its_rule(library):
    script = _script()
    found = script.changes(library, DECKS_DIR)
    assert all(c.explained for c in found), [(c.book, c.cards) for c in found if not c.explained]
    # the only change: the Academy Forcemaster trains Dsjer-Tet spells (her Stats card), and her
    # official book now fills her 40-point Academy budget exactly
    assert [(c.book, c.old_mage, c.old_points, c.new_mage, c.new_points) for c in found] == [
        ("offical-academy-spellbooks/Forcemaster.o8d", "Academy Forcemaster", 47, "Academy Forcemaster", 40)]
    [forcemaster] = found
    assert sorted((cid, was, now) for cid, was, now, _ in forcemaster.cards) == [
        ("jeweled-scarab", 2, 1), ("tjusut-the-risen-king", 9, 3)]
    assert all("Dsjer-Tet" in rule for *_, rule in forcemaster.cards)


def test_snapshot_covers_every_shipped_book():
    import json

    snapshot = json.loads((ROOT / "tests" / "rules" / "data" / "shipped_books_before_issue18.json").read_text("utf-8"))
    assert sorted(snapshot) == sorted(str(p.relative_to(DECKS_DIR)) for p in DECKS_DIR.rglob("*.o8d"))
    assert len(snapshot) == 45
