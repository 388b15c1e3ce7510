"""The Mage Knight library's SQLite schema (sqlmodel): a sibling of library.sqlite,
`mage-knight.sqlite`, built whole from db/mage-knight/*.csv (store.py). Its own file so
that the Mage Wars library, its digest and its start-up cache never see Mage Knight rows."""

from __future__ import annotations

from typing import Optional

from sqlmodel import Field, SQLModel


class MKMeta(SQLModel, table=True):
    __tablename__ = "mk_meta"
    key: str = Field(primary_key=True)
    value: str


class MKCardRow(SQLModel, table=True):
    """Every record of the game: cards (basic actions, wounds, deeds, units), skills, heroes and
    products. The facts a search or a report filters on are columns; `data` is the whole
    record (JSON) the in-memory objects are rebuilt from."""
    __tablename__ = "mk_card"
    record: str = Field(primary_key=True)  # basic | deed | unit | skill | hero | product (hero and box Krang share an id)
    id: str = Field(primary_key=True, index=True)
    kind: str = Field(index=True)  # basic_action | wound | advanced_action | … | regular_unit | skill | hero | product
    seq: int  # the row's order in its CSV (decks and lists keep the reviewed order)
    source_file: str  # the CSV of db/mage-knight/ it came from
    name_en: str = Field(index=True)
    colour: str = ""
    set: str = Field(default="", index=True)
    hero: str = ""
    level: Optional[int] = None
    cost: Optional[int] = None
    armour: Optional[int] = None
    copies: Optional[int] = None
    move: Optional[int] = None
    attack: Optional[int] = None
    block: Optional[int] = None
    influence: Optional[int] = None
    verified: bool = True
    data: str


class MKNameRow(SQLModel, table=True):
    """Names per language, with their source (`seed:001:L…`, `project`); `part` = "night" for
    the lower half of a spell."""
    __tablename__ = "mk_name"
    id: Optional[int] = Field(default=None, primary_key=True)
    card_id: str = Field(index=True)
    lang: str
    part: str  # name | night
    text: str
    folded: str = Field(index=True)
    source: str = ""


class MKNumberingRow(SQLModel, table=True):
    __tablename__ = "mk_numbering"
    seq: int = Field(primary_key=True)
    set: str
    type: str
    count: int
    first: Optional[int] = None
    last: Optional[int] = None
    source: str = ""


class MKTermRow(SQLModel, table=True):
    """The rulebook's words (resources, colours, kinds, sets, sites) per language."""
    __tablename__ = "mk_term"
    key: str = Field(primary_key=True)
    en: str
    ru: str
    ru_source: str = ""
    pl: str = ""
    pl_source: str = ""


class MKLevelRow(SQLModel, table=True):
    """The fame track: the fame each level needs, its reward and the level token's values."""
    __tablename__ = "mk_level"
    level: int = Field(primary_key=True)
    fame: int
    reward: str
    command_tokens: int
    armour: int
    hand_limit: int
    fame_source: str = ""
    stats_source: str = ""
    verified: bool = False


MK_TABLES = [t.__table__ for t in (MKMeta, MKCardRow, MKNameRow, MKNumberingRow, MKTermRow, MKLevelRow)]
