"""List every change in the price or mage of the 45 shipped OCTGN spellbooks against the snapshot
taken before issue 18 (tests/rules/data/shipped_books_before_issue18.json), each with its rule.

    /work/venv/bin/python scripts/book_price_changes.py [DECKS_DIR]

Prints one row per changed book (book, old mage/points, new mage/points, rule) and, under it, the
cards whose cost changed. A change no rule explains is printed as "UNEXPLAINED" and the exit
status is 1 (tests/rules/test_rules_price_changes.py runs the same check).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOT = ROOT / "tests" / "rules" / "data" / "shipped_books_before_issue18.json"
DEFAULT_DECKS = ROOT.parent / "shared" / "data" / "octgn" / "decks"


@dataclass
class Change:
    book: str
    old_mage: str | None
    old_points: int
    new_mage: str | None
    new_points: int
    rules: list[str] = field(default_factory=list)
    cards: list[tuple[str, int | None, int | None, str]] = field(default_factory=list)  # id, old, new, rule

    @property
    def explained(self) -> bool:
        return bool(self.rules) and all(c[3] != "UNEXPLAINED" for c in self.cards)


def _card_rule(lib, line, mage) -> str:
    """Which issue-18 rule changed this card's cost."""
    e = line.explanation
    if e is not None and e.kind == "card_rule":
        return "build rule printed on the card: " + "; ".join(lib.card(line.card_id).build_rules)
    if e is not None and e.note == "novice_full_price":
        return f"novice_full_price ({mage.sources.get('novice_full_price', '')})"
    if mage is not None and "training" in mage.sources:
        return f"training printed on the Stats card ({mage.sources['training']})"
    return "UNEXPLAINED"


def changes(lib, decks_dir: Path, snapshot: Path = SNAPSHOT) -> list[Change]:
    from spellforge.formats import read_spellbook
    from spellforge.rules import validate

    before = json.loads(snapshot.read_text(encoding="utf-8"))
    out = []
    for rel, old in sorted(before.items()):
        book = read_spellbook(decks_dir / rel, lib).book
        report = validate(book, lib)
        if (report.mage, report.points_used) == (old["mage"], old["points"]):
            continue
        mage = lib.mage(report.mage) if report.mage else None
        change = Change(rel, old["mage"], old["points"], report.mage, report.points_used)
        if report.mage != old["mage"]:
            change.rules.append("mage_mismatch: the Stats card decides (RU L1837)")
        for line in report.cards:
            was = old["cards"].get(line.card_id)
            if was != line.cost_each:
                change.cards.append((line.card_id, was, line.cost_each, _card_rule(lib, line, mage)))
        change.rules += sorted({c[3] for c in change.cards} - {"UNEXPLAINED"})
        out.append(change)
    return out


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    import tempfile

    from spellforge.library import Library

    decks = Path(argv[0]) if argv else DEFAULT_DECKS
    with tempfile.TemporaryDirectory() as tmp:
        lib = Library.build_and_open(Path(tmp))
        found = changes(lib, decks)
        lib.close()
    print(f"{len(found)} of the shipped books changed")
    for c in found:
        print(f"{c.book}: {c.old_mage} {c.old_points} -> {c.new_mage} {c.new_points}")
        for rule in c.rules or ["UNEXPLAINED"]:
            print(f"    rule: {rule}")
        for cid, was, now, rule in c.cards:
            print(f"    {cid}: {was} -> {now} [{rule}]")
    return 0 if all(c.explained for c in found) else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
