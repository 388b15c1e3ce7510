"""The library's SQLite schema (sqlmodel). Built from db/, replaced whole on rebuild; the user's
own data lives in a separate database (user_store.py) that a rebuild never touches."""

from __future__ import annotations

import dataclasses
import types
from typing import Optional

from sqlmodel import Field, SQLModel

from spellforge.domain.effects import Effect



class LibMeta(SQLModel, table=True):
    __tablename__ = "lib_meta"
    key: str = Field(primary_key=True)
    value: str


class CardRow(SQLModel, table=True):
    __tablename__ = "card"
    id: str = Field(primary_key=True)
    name: str = Field(index=True)
    type: str = Field(index=True)
    type_variant: Optional[str] = None
    school_join: str
    level: int = Field(index=True)
    cost: Optional[int] = Field(default=None, index=True)
    cost_x: Optional[str] = None
    reveal_cost: Optional[int] = None
    action: Optional[str] = None
    range_min: Optional[int] = None
    range_max: Optional[int] = None
    life: Optional[int] = None
    armor: Optional[int] = None
    channeling: Optional[int] = None
    format: str = Field(index=True)
    formats: str  # space-separated
    playtest: bool = Field(index=True)
    epic: bool = False
    novice: bool = False
    name_ru: Optional[str] = None
    name_pl: Optional[str] = None
    data: str  # the full JSON record: what domain.Card is rebuilt from


class PrintingRow(SQLModel, table=True):
    __tablename__ = "printing"
    guid: str = Field(primary_key=True)
    card_id: str = Field(index=True, foreign_key="card.id")
    set_name: str = Field(index=True)
    set_id: str
    code: str = Field(index=True)


class CardSchoolRow(SQLModel, table=True):
    __tablename__ = "card_school"
    card_id: str = Field(primary_key=True, foreign_key="card.id")
    school: str = Field(primary_key=True, index=True)
    level: int


class CardTraitRow(SQLModel, table=True):
    __tablename__ = "card_trait"
    card_id: str = Field(primary_key=True, foreign_key="card.id")
    keyword: str = Field(primary_key=True, index=True)
    value: Optional[str] = Field(default=None, primary_key=False)
    granted: bool = Field(default=False, primary_key=True)


class CardSubtypeRow(SQLModel, table=True):
    __tablename__ = "card_subtype"
    card_id: str = Field(primary_key=True, foreign_key="card.id")
    subtype: str = Field(primary_key=True, index=True)


class MageRow(SQLModel, table=True):
    __tablename__ = "mage"
    name: str = Field(primary_key=True)
    mage_class: str = Field(index=True)
    format: str
    stats_guid: str = Field(index=True)
    card_guid: str = Field(index=True)
    data: str


class NameRow(SQLModel, table=True):
    __tablename__ = "name"
    id: Optional[int] = Field(default=None, primary_key=True)
    card_id: str = Field(index=True)
    lang: str
    text: str
    folded: str = Field(index=True)
    kind: str  # "name" | "alias"
    source: str


class ProductRow(SQLModel, table=True):
    __tablename__ = "product"
    id: Optional[int] = Field(default=None, primary_key=True)
    product: str = Field(index=True)
    card_id: str = Field(index=True)
    code: str
    copies: int
    max_in_spellbook: int


class TermRow(SQLModel, table=True):
    __tablename__ = "term"
    category: str = Field(primary_key=True)
    key: str = Field(primary_key=True)
    en: str
    ru: str
    pl: str
    source_ref: str = ""


class CodexRow(SQLModel, table=True):
    """What a trait or condition means (the rulebook's Codex), per language."""
    __tablename__ = "codex"
    keyword: str = Field(primary_key=True)
    en: str
    ru: str
    pl: str
    source_ref: str = ""


class CardSummaryRow(SQLModel, table=True):
    """Our summary of what a card does, per language, made from db/effects at build time."""
    __tablename__ = "card_summary"
    card_id: str = Field(primary_key=True)
    lang: str = Field(primary_key=True)
    text: str


def _effect_row_class() -> type[SQLModel]:
    """One structured effect of a card (db/effects): the table `card_effect` has the card, the
    effect's place in its list and every field of domain.effects.Effect (kind indexed), read from
    the dataclass so the vocabulary is written once (spellforge/domain/effects.py)."""
    annotations: dict[str, object] = {"card_id": str, "seq": int}
    namespace: dict[str, object] = {"__tablename__": "card_effect", "__module__": __name__, "__doc__": _effect_row_class.__doc__,
                                    "card_id": Field(primary_key=True), "seq": Field(primary_key=True)}
    for f in dataclasses.fields(Effect):
        annotations[f.name] = str  # every field of an effect is text
        namespace[f.name] = Field(index=True) if f.default is dataclasses.MISSING else Field(default=f.default)
    namespace["__annotations__"] = annotations
    return types.new_class("EffectRow", (SQLModel,), {"table": True}, lambda ns: ns.update(namespace))


EffectRow = _effect_row_class()


LIBRARY_TABLES = [t.__table__ for t in (LibMeta, CardRow, PrintingRow, CardSchoolRow, CardTraitRow, CardSubtypeRow,
                                        MageRow, NameRow, ProductRow, TermRow, CodexRow, CardSummaryRow, EffectRow)]
