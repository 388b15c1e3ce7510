"""`spellforge render` and `spellforge print`, run in-process, and the PDF layout maths."""

from __future__ import annotations

import json
import re

import pytest
from PIL import Image

from spellforge.cli import main
from spellforge.domain.spellbook import Spellbook
from spellforge.render.pdf_export import (CARD_MM, book_list_pages, count_cards, export_book_pdf, mm_to_px, paper_px,
                                          proxy_cards)
from tests.conftest import DECKS_DIR


pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library (tests/conftest.py)


def pdf_page_count(path) -> int:
    """The page tree's final /Count (pillow appends pages as incremental updates)."""
    return int(re.findall(rb"/Count (\d+)", path.read_bytes())[-1])


def test_render_writes_a_png(tmp_path, capsys):
    out = tmp_path / "dispel.png"
    assert main(["render", "Рассеивание", "--lang", "ru", "--size", "315x440", "-o", str(out), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["card"] == "dispel" and data["size"] == [315, 440] and data["source"] == "face"
    with Image.open(out) as im:
        assert im.format == "PNG" and im.size == (315, 440)


def test_render_unknown_card_and_bad_size(tmp_path, capsys):
    assert main(["render", "No Such Spell Anywhere", "-o", str(tmp_path / "x.png")]) == 1
    assert "no card named" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["render", "Dispel", "--size", "huge", "-o", str(tmp_path / "x.png")])
    assert "630x880" in capsys.readouterr().err


def test_render_refuses_unknown_extension(tmp_path, capsys):
    assert main(["render", "Dispel", "-o", str(tmp_path / "x.tiff")]) == 2
    assert "x.tiff" in capsys.readouterr().err


def test_card_size_at_300_dpi():
    # 63×88 mm at 300 dpi (the poker-size card the rulebooks' components list)
    assert (mm_to_px(CARD_MM[0]), mm_to_px(CARD_MM[1])) == (744, 1039)
    for paper in ("a4", "letter"):
        w, h = paper_px(paper)
        assert 3 * 744 < w and 3 * 1039 < h  # 3×3 fits on both papers


@pytest.mark.parametrize(("n", "lang", "text"), [(1, "ru", "1 карта"), (3, "ru", "3 карты"), (11, "ru", "11 карт"),
                                                 (21, "ru", "21 карта"), (22, "pl", "22 karty"), (25, "pl", "25 kart"),
                                                 (12, "pl", "12 kart"), (1, "en", "1 card"), (2, "en", "2 cards")])
def test_card_count_plurals(n, lang, text):
    assert count_cards(n, lang) == text


def _small_book(library) -> Spellbook:
    book = Spellbook(name="Test", mage="Beastmaster")
    for name, qty in (("Bear Strength", 2), ("Dispel", 1), ("Hurl Boulder", 1), ("Mana Crystal", 3), ("Timber Wolf", 3)):
        book.add(library.card_by_name(name).id, qty)
    return book


def test_list_groups_by_type_and_proxies_fill_sheets(library, tmp_path):
    book = _small_book(library)
    cards = proxy_cards(book, library)
    assert len(cards) == 10
    assert [c.type for c in cards] == sorted((c.type for c in cards), key=["Attack", "Conjuration", "Creature", "Enchantment", "Equipment", "Incantation"].index)
    out = tmp_path / "book.pdf"
    summary = export_book_pdf(book, library, out, lang="pl", paper="letter", proxies=True)
    assert summary["proxy_pages"] == 2 and summary["list_pages"] == 1  # 10 cards: 9 + 1
    assert out.read_bytes().startswith(b"%PDF") and pdf_page_count(out) == 3
    page = book_list_pages(book, library, "ru", "a4")[0]
    assert page.size == paper_px("a4")


def test_print_a_real_book(tmp_path, capsys):
    book = DECKS_DIR / "official-spellbooks" / "Beastmaster CoK Official.o8d"
    out = tmp_path / "bm.pdf"
    assert main(["print", str(book), "--pdf", str(out), "--lang", "ru", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["pages"] == pdf_page_count(out) == data["list_pages"] >= 1
    assert data["proxy_pages"] == 0


def test_print_reports_a_bad_book(tmp_path, capsys):
    bad = tmp_path / "bad.o8d"
    bad.write_bytes(b"\x00\x01\x02 not a spellbook")
    assert main(["print", str(bad), "--pdf", str(tmp_path / "x.pdf")]) == 2  # unreadable input
    err = capsys.readouterr().err
    assert "bad.o8d" in err
    assert not (tmp_path / "x.pdf").exists()
