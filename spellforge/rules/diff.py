"""Two spellbooks compared with their prices: the cards added, removed and changed (names in
one language) and the spell points of each, as `spellforge books diff --json` prints them and
the Versions panel shows them."""

from __future__ import annotations

from typing import Any

from spellforge.domain.book_diff import diff_books
from spellforge.domain.spellbook import Spellbook


def diff_report(lib: Any, a: Spellbook, b: Spellbook, lang: str = "en") -> dict[str, Any]:
    """{added: [{name, qty}], removed: [{name, qty}], changed: [{name, from, to}], points: {a, b}}."""
    from spellforge.rules.legality import validate

    def name(cid: str) -> str:
        card = lib.card(cid)
        return card.display_name(lang) if card else cid

    d = diff_books(a, b)

    def by_name(rows: list[dict]) -> list[dict]:  # the names' order, not the ids' («Агония», «Взрыв», …)
        return sorted(rows, key=lambda r: (r["name"].casefold(), r["name"]))

    return {
        "added": by_name([{"name": name(c), "qty": q} for c, q in d.added]),
        "removed": by_name([{"name": name(c), "qty": q} for c, q in d.removed]),
        "changed": by_name([{"name": name(c), "from": x, "to": y} for c, x, y in d.changed]),
        "points": {"a": validate(a, lib, lang).points_used, "b": validate(b, lib, lang).points_used},
    }
