"""What changed between two spellbooks (two versions of one book, or two books): cards added,
removed, and copies changed, in the spellbook zone. Pure: names and points are the caller's."""

from __future__ import annotations

from dataclasses import dataclass, field

from spellforge.domain.spellbook import Spellbook


@dataclass(frozen=True)
class BookDiff:
    added: list[tuple[str, int]] = field(default_factory=list)  # (card id, copies in b)
    removed: list[tuple[str, int]] = field(default_factory=list)  # (card id, copies in a)
    changed: list[tuple[str, int, int]] = field(default_factory=list)  # (card id, copies in a, in b)

    @property
    def empty(self) -> bool:
        return not (self.added or self.removed or self.changed)


def diff_books(a: Spellbook, b: Spellbook) -> BookDiff:
    qa, qb = a.quantities(), b.quantities()
    added = [(cid, qb[cid]) for cid in qb if cid not in qa]
    removed = [(cid, qa[cid]) for cid in qa if cid not in qb]
    changed = [(cid, qa[cid], qb[cid]) for cid in qa if cid in qb and qa[cid] != qb[cid]]
    return BookDiff(sorted(added), sorted(removed), sorted(changed))
