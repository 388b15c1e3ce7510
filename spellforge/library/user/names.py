"""The user's own card names (corrections or new translations), kept in user.sqlite so that a
library rebuild never loses them. The library overlays them on the shipped names."""

from __future__ import annotations

from datetime import datetime, timezone

from sqlmodel import Field, SQLModel, select

from spellforge.library.user.messages import UserMessage
from spellforge.library.user.store import UserDataError, UserStore
from spellforge.safetext import clean_line

USER_SOURCE = "user"
ANY = object()  # a write that does not depend on the name there before (an import, a command)


class StaleNameError(UserDataError):
    """The card's name is no longer the one the writer read (another window or a command changed
    it meanwhile): nothing was written, the other change stays."""

    def __init__(self, card_id: str, lang: str, expected, found):
        super().__init__(UserMessage("stale_name", card=card_id, lang=lang, expected=expected[0] if expected else "",
                                     found=found[0] if found else ""), "stale")
        self.card_id, self.lang, self.expected, self.found = card_id, lang, expected, found


def _check(s, card_id: str, lang: str, expected):
    """The stored row; StaleNameError when `expected` ((name, source) read, None: none) differs."""
    row = s.get(UserCardName, (card_id, lang))
    found = (row.name, row.source) if row is not None else None
    if expected is not ANY and (tuple(expected) if expected is not None else None) != found:
        raise StaleNameError(card_id, lang, expected, found)
    return row


class UserCardName(SQLModel, table=True):
    __tablename__ = "user_card_name"
    card_id: str = Field(primary_key=True)
    lang: str = Field(primary_key=True)
    name: str
    source: str = USER_SOURCE
    updated: str = ""


def load_user_names(store: UserStore) -> dict[tuple[str, str], tuple[str, str]]:
    store.ensure(UserCardName)
    with store.session() as s:
        return {(r.card_id, r.lang): (r.name, r.source) for r in s.exec(select(UserCardName))}


def set_user_name(store: UserStore, card_id: str, lang: str, name: str, source: str = USER_SOURCE,
                  expected=ANY) -> None:
    """With `expected` (the (name, source) the writer read, None: no name of the user's), only
    if the stored one is still that (else StaleNameError)."""
    set_user_names(store, [(card_id, lang, name, source)], expected=expected)


def set_user_names(store: UserStore, rows: list[tuple[str, str, str, str]], expected=ANY) -> None:
    """Store many (card id, lang, name, source) rows in one transaction: all or none."""
    store.ensure(UserCardName)
    now = datetime.now(timezone.utc).isoformat(timespec="seconds")
    with store.session() as s:
        for card_id, lang, name, source in rows:
            name = " ".join(clean_line(name).split())
            row = _check(s, card_id, lang, expected)
            if row is None:
                s.add(UserCardName(card_id=card_id, lang=lang, name=name, source=source, updated=now))
            else:
                row.name, row.source, row.updated = name, source, now
                s.add(row)


def clear_user_name(store: UserStore, card_id: str, lang: str, expected=ANY) -> None:
    store.ensure(UserCardName)
    with store.session() as s:
        row = _check(s, card_id, lang, expected)
        if row is not None:
            s.delete(row)
