"""The shipped db/templates are exactly what the converter makes from the official .o8d books."""

from __future__ import annotations

from spellforge import paths
from spellforge.formats.template_convert import convert_templates
from tests.conftest import DECKS_DIR


def test_db_templates_match_a_fresh_conversion(library, tmp_path):
    counts = convert_templates(DECKS_DIR, tmp_path, library)
    assert counts == {"core": 4, "official": 9, "academy": 10, "apprentice": 8, "octgn-apprentice": 12}
    shipped = paths.db_source_dir() / "templates"
    made = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    assert made == sorted(p.relative_to(shipped) for p in shipped.rglob("*") if p.is_file())
    for rel in made:
        assert (tmp_path / rel).read_text(encoding="utf-8") == (shipped / rel).read_text(encoding="utf-8"), rel


def test_the_official_books_names_and_mages(library):
    """The pairs the matchup's reports name by the mage alone: the 13 official books, each with the
    mage its book is compiled for (the reports' `a_mage`)."""
    from spellforge.formats.templates import official_books, official_names

    names = official_names()
    assert len(names) == 13 and ("Warlock (Adramelech)", "Adramelech Warlock") in names
    assert names == {(label, library.mage(book.mage).name) for label, book in official_books(library)}
