"""Sword & Sorcery in SQLite (sqlmodel): the facts library `sword-sorcery.sqlite` built whole
from db/sword-sorcery/*.csv, and the user's own tables in user.sqlite — the CSV files typed in
from their box and the campaigns with their versions. The user tables are brand-new ones made on
first use (UserStore.ensure), so user.sqlite's backups, check and restore cover them as they
cover the books; the Mage Wars tables are untouched."""

from __future__ import annotations

from typing import Optional

from sqlmodel import Field, SQLModel


class SSMeta(SQLModel, table=True):
    __tablename__ = "ss_meta"
    key: str = Field(primary_key=True)
    value: str


class SSRecord(SQLModel, table=True):
    """A fact file of db/sword-sorcery/ as checked rows: `data` is the row (JSON), `line` its line."""
    __tablename__ = "ss_record"
    file: str = Field(primary_key=True)
    line: int = Field(primary_key=True)
    data: str


class SSName(SQLModel, table=True):
    """Every name of a hero, side, skill, item or term per language, folded for search."""
    __tablename__ = "ss_name"
    id: Optional[int] = Field(default=None, primary_key=True)
    kind: str = Field(index=True)  # hero | side | skill | item | term
    record: str = Field(index=True)
    lang: str
    text: str
    folded: str = Field(index=True)


FACT_TABLES = [t.__table__ for t in (SSMeta, SSRecord, SSName)]


# -- user.sqlite ------------------------------------------------------------------------------------
class SSUserFile(SQLModel, table=True):
    """A CSV the user imported (`ss data import`), kept as typed so its lines stay its lines."""
    __tablename__ = "ss_user_file"
    file: str = Field(primary_key=True)  # heroes.csv | soul_stone.csv | skills.csv | items.csv
    text: str
    imported: float
    origin: str = ""  # the path it was imported from, informative


class SSCampaignRow(SQLModel, table=True):
    __tablename__ = "ss_campaign"
    name: str = Field(primary_key=True)
    data: str  # the campaign file's JSON
    created: float
    modified: float
    revision: int = 0


class SSCampaignVersion(SQLModel, table=True):
    """Every saved state of a campaign: undo goes back one (like a book's versions)."""
    __tablename__ = "ss_campaign_version"
    name: str = Field(primary_key=True)
    version: int = Field(primary_key=True)
    saved_at: float
    action: str = ""
    data: str


USER_TABLES = (SSUserFile, SSCampaignRow, SSCampaignVersion)
