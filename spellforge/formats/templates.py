"""The starting templates (db/templates, made by `spellforge convert-templates`): the official
spellbooks' card lists, read as ordinary Spellforge JSON books."""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from spellforge.domain.spellbook import Spellbook


@dataclass(frozen=True)
class Template:
    id: str
    category: str  # core | official | academy | apprentice
    name: str
    mage: str
    file: str


def templates_dir() -> Path:
    from spellforge import paths

    return paths.db_source_dir() / "templates"


def list_templates(folder: Path | None = None) -> list[Template]:
    """Every template in index order (core books first); none when the folder is missing."""
    index = (folder or templates_dir()) / "index.csv"
    if not index.is_file():
        return []
    with index.open(encoding="utf-8", newline="") as f:
        return [Template(r["id"], r["category"], r["name"], r["mage"], r["file"]) for r in csv.DictReader(f)]


def load_template(template: Template, lib: Any, folder: Path | None = None) -> Spellbook:
    from spellforge.formats import read_spellbook

    book = read_spellbook((folder or templates_dir()) / template.file, lib, fmt="json").book
    book.name = template.name
    return book


def official_books(lib: Any) -> list[tuple[str, Spellbook]]:
    """(name, book) of the 13 official books (core + official templates) in index order: the
    matchup's official gauntlet, in the command line (`--gauntlet official`) and the window."""
    return [(t.name, load_template(t, lib)) for t in list_templates() if t.category in ("core", "official")]


def official_names(folder: Path | None = None) -> frozenset[tuple[str, str]]:
    """(name, mage) of the 13 official books: the matchup's reports name them by their mage alone
    (sim/matchup/text.book_name), as the window does."""
    return frozenset((t.name, t.mage) for t in list_templates(folder) if t.category in ("core", "official"))
