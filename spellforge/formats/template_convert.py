"""The official spellbooks as starting templates: OCTGN .o8d files -> db/templates/.

The card lists of the official books (the four core books, the other official books, the
Academy books and the apprentice books) and of the OCTGN module's Apprentice Mode books (full
mages, 60-point books) are facts; they ship as Spellforge JSON books under
db/templates/<category>/ with an index.csv (id, category, name, mage, file, source) so the app
never reads the original .o8d files. Community lists are not templates.

    spellforge convert-templates OCTGN_DECKS_FOLDER   # a developer step: rewrites db/templates/
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path
from typing import Any

from spellforge.fileio import write_atomic

# Source folder -> template category. Folders not listed (community books) are skipped.
FOLDERS = {
    "official-spellbooks": "official",
    "offical-academy-spellbooks": "academy",
    "apprentice-spellbooks": "apprentice",
    # The OCTGN module's "Apprentice Mode" books: full mages with their abilities, 60-point
    # spellbooks tuned for each of the 12 mages (the module's Documents/MW-OCTGN-Apprentice-Mode
    # page). Shipped with the module, not printed by the publisher; their card lists are facts
    # and a quick start for a shorter game, so they are offered last, named as what they are.
    "octgn-apprentice-mode": "octgn-apprentice",
}
# The core set's four books (Mage Wars Arena core set), shown first.
CORE = {"Beastmaster Offical", "Priestess Official", "Warlock Official", "Wizard Official"}
CATEGORIES = ("core", "official", "academy", "apprentice", "octgn-apprentice")
INDEX_FIELDS = ("id", "category", "name", "mage", "element", "file", "source")


class TemplateError(Exception):
    pass


def template_name(stem: str, category: str, mage: str | None = None) -> str:
    """A readable book name from the file name ('Beastmaster Offical' -> 'Beastmaster'); an
    OCTGN Apprentice Mode book is named after its mage (the file names have typos)."""
    if category == "octgn-apprentice" and mage:
        return f"{mage} (OCTGN Apprentice Mode)"
    name = re.sub(r"\s*\b(Offical|Official)\b", "", stem).strip()
    name = re.sub(r"\s+-\s+4th Edition$", " (4th edition)", name)
    if category == "academy":
        name += " (Academy)"
    return name


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def convert_templates(decks_dir: Path, out_dir: Path, lib: Any) -> dict[str, int]:
    """Read every official .o8d under `decks_dir` and write db/templates; refuse a book with a
    card the library cannot resolve (its file and line are named)."""
    from spellforge.formats import read_spellbook, write_spellbook

    rows: list[dict[str, str]] = []
    written: dict[str, str] = {}
    for folder, category in FOLDERS.items():
        src = decks_dir / folder
        if not src.is_dir():
            raise TemplateError(f"{src}: folder of official spellbooks not found")
        for path in sorted(src.glob("*.o8d")):
            result = read_spellbook(path, lib, fmt="o8d")
            if result.unresolved:
                first = result.unresolved[0]
                raise TemplateError(f"{path}: line {first.line}: card not in the library: {first.text!r}")
            cat = "core" if category == "official" and path.stem in CORE else category
            book = result.book
            book.name = template_name(path.stem, category, book.mage)
            book.notes, book.tags = "", []
            ident = slug(f"{category}-{book.mage}" if category == "octgn-apprentice" else f"{category}-{book.name}")
            rel = f"{cat}/{ident}.json"
            written[rel] = write_spellbook(book, lib, "json")
            rows.append({"id": ident, "category": cat, "name": book.name, "mage": book.mage or "",
                         "element": book.element or "", "file": rel, "source": f"octgn/decks/{folder}/{path.name}"})
    rows.sort(key=lambda r: (CATEGORIES.index(r["category"]), r["name"].casefold()))
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("*/*.json"):
        if str(old.relative_to(out_dir)) not in written:
            old.unlink()
    for rel, text in written.items():
        target = out_dir / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(target, text)
    buf = io.StringIO()
    w = csv.DictWriter(buf, INDEX_FIELDS, lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
    write_atomic(out_dir / "index.csv", buf.getvalue())
    return {c: sum(1 for r in rows if r["category"] == c) for c in CATEGORIES}
