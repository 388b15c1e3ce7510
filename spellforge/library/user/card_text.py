"""The printed English rules text the user imported from their own OCTGN install, kept in
user.sqlite keyed by card id. It is the publisher's prose: it never goes into db/ or the built
library, so a library rebuild keeps it and removing the OCTGN folder afterwards changes nothing."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone

from sqlmodel import Field, SQLModel, select

from spellforge.convert.octgn_text import PrintedText, ScanCancelled, TextScan
from spellforge.library.normalize import fold
from spellforge.library.user.store import UserStore


class UserCardText(SQLModel, table=True):
    __tablename__ = "user_card_text"
    card_id: str = Field(primary_key=True)
    text: str
    guid: str = ""  # the printing the text came from
    set_name: str = ""
    imported: str = ""  # ISO time of the import


@dataclass
class ImportResult:
    stored: int = 0  # cards whose text was stored (new or changed)
    unchanged: int = 0
    unmatched: list[str] = field(default_factory=list)  # names of cards the library does not know
    files: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {"stored": self.stored, "unchanged": self.unchanged, "unmatched": len(self.unmatched),
                "unmatched_names": sorted(set(self.unmatched))[:50], "files": len(self.files),
                "problems": list(self.problems)}


def load_card_texts(store: UserStore) -> dict[str, str]:
    store.ensure(UserCardText)
    with store.session() as s:
        return {r.card_id: r.text for r in s.exec(select(UserCardText))}


def match_texts(lib, scan: TextScan) -> tuple[dict[str, PrintedText], list[str]]:
    """The text for each library card: by the printing's GUID, else by its English name. When
    several printings carry text, the card's canonical (first-listed) printing wins."""
    chosen: dict[str, tuple[int, PrintedText]] = {}
    unmatched: list[str] = []
    for t in scan.texts:
        card = lib.card_by_guid(t.guid)
        if card is None:
            by_name = lib.card_by_name(t.name) if t.name else None
            card = by_name if by_name is not None and fold(by_name.name) == fold(t.name) else None
        if card is None:
            unmatched.append(t.name or t.guid)
            continue
        rank = next((i for i, p in enumerate(card.printings) if p.guid.lower() == t.guid), len(card.printings))
        if card.id not in chosen or rank < chosen[card.id][0]:
            chosen[card.id] = (rank, t)
    return {cid: t for cid, (_, t) in chosen.items()}, unmatched


def import_card_texts(lib, store: UserStore, scan: TextScan, progress=None) -> ImportResult:
    """Store the matched texts in one transaction (all or nothing); texts of cards the scan does
    not mention are kept. `progress(done, total) -> bool` is called every few cards; False rolls
    the whole transaction back (ScanCancelled): a cancelled import stores nothing."""
    matched, unmatched = match_texts(lib, scan)
    result = ImportResult(unmatched=unmatched, files=list(scan.files), problems=list(scan.problems))
    store.ensure(UserCardText)
    now = datetime.now(timezone.utc).isoformat(timespec="seconds")
    total = len(matched)
    with store.session() as s:
        for done, (cid, t) in enumerate(matched.items(), 1):
            if progress is not None and (done % 25 == 0 or done == total) and not progress(done, total):
                raise ScanCancelled  # the session rolls back
            row = s.get(UserCardText, cid)
            if row is not None and row.text == t.text:
                result.unchanged += 1
                continue
            if row is None:
                row = UserCardText(card_id=cid, text=t.text)
            row.text, row.guid, row.set_name, row.imported = t.text, t.guid, t.set_name, now
            s.add(row)
            result.stored += 1
    return result


def clear_card_texts(store: UserStore) -> int:
    """Forget every imported text; returns how many there were."""
    store.ensure(UserCardText)
    with store.session() as s:
        rows = list(s.exec(select(UserCardText)))
        for r in rows:
            s.delete(r)
        return len(rows)
