"""The user's own card names (corrections or new translations), kept in user.sqlite so that a
library rebuild never loses them. The library overlays them on the shipped names."""

from __future__ import annotations

from datetime import datetime, timezone

from sqlmodel import Field, SQLModel, select

from spellforge.library.user.store import UserStore
from spellforge.safetext import clean_line

USER_SOURCE = "user"


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


def set_user_name(store: UserStore, card_id: str, lang: str, name: str, source: str = USER_SOURCE) -> None:
    set_user_names(store, [(card_id, lang, name, source)])


def set_user_names(store: UserStore, rows: list[tuple[str, str, str, str]]) -> None:
    """Store many (card id, lang, name, source) rows in one transaction: all or none."""
    store.ensure(UserCardName)
    now = datetime.now(timezone.utc).isoformat(timespec="seconds")
    with store.session() as s:
        for card_id, lang, name, source in rows:
            name = " ".join(clean_line(name).split())
            row = s.get(UserCardName, (card_id, lang))
            if row is None:
                s.add(UserCardName(card_id=card_id, lang=lang, name=name, source=source, updated=now))
            else:
                row.name, row.source, row.updated = name, source, now
                s.add(row)


def clear_user_name(store: UserStore, card_id: str, lang: str) -> None:
    store.ensure(UserCardName)
    with store.session() as s:
        row = s.get(UserCardName, (card_id, lang))
        if row is not None:
            s.delete(row)
