"""Issue 13 items 7 and 9, and the limits and control characters of every reader and writer:
quantities over 99 are problem lines naming the line, and no writer emits text its own reader
(or a terminal) cannot take."""

from __future__ import annotations

import json

import pytest

from spellforge.domain import Spellbook
from spellforge.domain.spellbook import MAX_COPIES
from spellforge.formats import WRITE_FORMATS, read_spellbook_text, write_spellbook
from spellforge.rules import validate

HOSTILE = "a\vb\fc\x1bd\x00e\u202ef\x85g\ud800h\ufffe"  # \v \f ESC NUL RTL-override NEL surrogate non-char


def _json_book(qty) -> str:
    return json.dumps({"kind": "spellforge.spellbook", "format_version": 1, "name": "x", "mage": "Warlock",
                       "cards": [{"id": "fireball", "qty": qty, "name": "Fireball"},
                                 {"id": "dispel", "qty": 2, "name": "Dispel"}]}, indent=2)


@pytest.mark.parametrize("qty", [10**30, 100, MAX_COPIES + 1])
def test_json_quantities_over_the_limit_are_problem_lines(library, qty):
    """Item 7: a JSON quantity of 10**30 was accepted."""
    result = read_spellbook_text(_json_book(qty), library, source_name="big.json")
    assert result.book.quantities() == {"dispel": 2}
    (bad,) = [f for f in result.lines if f.fate == "unresolved"]
    assert bad.line == 8 and "over the limit of 99" in bad.note  # the line of its "id"
    # kept, never dropped, and the problem names the quantity, not only the card
    shown = "100000…(31 digits)" if qty == 10**30 else str(qty)
    assert [u.text for u in result.book.unresolved] == [f"{shown} Fireball"]
    (problem,) = [p for p in validate(result.book, library).problems if p.code == "unresolved_line"]
    assert problem.message == f"Line 8 could not be read as a card: {shown} Fireball"


@pytest.mark.parametrize("qty, shown", [("two", '"two"'), (0, "0"), (-3, "-3"), (True, "true")])
def test_json_quantities_that_are_not_positive_numbers_are_shown(library, qty, shown):
    result = read_spellbook_text(_json_book(qty), library, source_name="bad.json")
    assert [u.text for u in result.book.unresolved] == [f"{shown} Fireball"]


def test_99_copies_are_still_read(library):
    assert read_spellbook_text(_json_book(99), library).book.quantities()["fireball"] == 99


def test_a_number_of_thousands_of_digits_is_refused_with_the_file(library):
    from spellforge.formats import ReadError

    with pytest.raises(ReadError, match="huge.json"):
        read_spellbook_text(_json_book(1).replace('"qty": 1', '"qty": ' + "9" * 5000), library, source_name="huge.json")


@pytest.mark.parametrize("text, line", [
    ("Warlock\n100 Fireball\n2 Dispel\n", 2),
    ("Warlock\n2 Dispel\nFireball x150\n", 3),
    ("Warlock\n1000000000000000000000000000000 Fireball\n2 Dispel\n", 2),
])
def test_text_quantities_over_the_limit_say_so(library, text, line):
    result = read_spellbook_text(text, library, fmt="text")
    (bad,) = [f for f in result.lines if f.fate == "unresolved"]
    assert bad.line == line and "over the limit of 99 copies" in bad.note
    assert result.book.quantities() == {"dispel": 2}


def test_o8d_quantity_over_99_is_a_problem_line(library):
    xml = ('<?xml version="1.0"?><deck game="9acef3d0-efa8-4d3f-a10c-54812baecdda"><section name="Attack">\n'
           '<card qty="500" id="x">Fireball</card>\n<card qty="2" id="y">Dispel</card></section></deck>')
    result = read_spellbook_text(xml, library)
    (bad,) = [f for f in result.lines if f.fate == "unresolved"]
    assert bad.line == 2 and "quantity 500 is over the limit" in bad.note


def test_many_lines_of_one_card_cannot_pass_the_limit_together(library):
    result = read_spellbook_text("Warlock\n" + "60 Fireball\n" * 3, library, fmt="text")
    assert result.book.quantities() == {"fireball": 60}
    assert [f.line for f in result.lines if f.fate == "unresolved"] == [3, 4]


def _hostile_book() -> Spellbook:
    book = Spellbook(name="My " + HOSTILE, mage="Warlock", notes="line one\n\tindented " + HOSTILE)
    book.add("fireball", 2)
    book.tags = ["t" + HOSTILE]
    from spellforge.domain import UnresolvedLine

    book.unresolved.append(UnresolvedLine(7, "3 Fire--ball " + HOSTILE))
    return book


@pytest.mark.parametrize("fmt", WRITE_FORMATS)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_writers_never_emit_control_characters_and_read_back(library, fmt, lang):
    """Item 9: \\v, \\f or ESC in the notes or an unresolved line made an .o8d that could not be read."""
    text = write_spellbook(_hostile_book(), library, fmt, lang)
    text.encode("utf-8")  # no lone surrogate
    assert not any(ch in text for ch in "\v\f\x1b\x00\u202e\x85\ufffe")
    back = read_spellbook_text(text, library, fmt=fmt if fmt != "text" else None)
    assert back.book.quantities() == {"fireball": 2}
    if fmt in ("o8d", "json"):
        assert back.book.notes == "line one\n\tindented a\nb\ncdef\ngh"  # \n and \t survive; \v \f NEL are line breaks


def test_names_with_line_breaks_stay_on_one_line(library):
    from spellforge.library import Library

    lib = Library(library.path)
    lib.apply_user_names({("fireball", "ru"): ("Огненный\nшар\x1b", "user")})
    book = Spellbook(mage="Warlock")
    book.add("fireball", 2)
    book.add("dispel", 1)
    for fmt in ("text", "bbcode"):
        text = write_spellbook(book, lib, fmt, "ru")
        assert "\x1b" not in text and "Огненный шар" in text
        assert read_spellbook_text(text, lib).book.quantities() == {"fireball": 2, "dispel": 1}


@pytest.mark.parametrize("line", ["x", "1 Fireball"[:3]])
def test_a_million_line_file_is_refused_with_little_memory(library, tmp_path, line):
    """Bounded memory: 10**6 short lines fit under the size limit, but would make 10**6 fates."""
    import tracemalloc

    from spellforge.collection.csv_io import read_collection_file
    from spellforge.formats import ReadError, read_spellbook

    path = tmp_path / "huge.txt"
    path.write_text((line + "\n") * 1_000_000, encoding="utf-8")
    tracemalloc.start()
    try:
        with pytest.raises(ReadError, match=r"huge\.txt:20001: too many lines \(1,000,001"):
            read_spellbook(path, library)
        result = read_collection_file(str(path), library)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert [ln.fate for ln in result.lines] == ["error"] and "nothing was read" in result.lines[0].message
    assert peak < 40 * 1024 * 1024, f"peak {peak / 1e6:.0f} MB"


@pytest.mark.parametrize("fmt", ["json", "o8d"])
def test_what_a_reader_keeps_holds_no_control_characters(library, fmt):
    """NUL, ESC and RTL marks from a file never reach a stored book name, tag or note."""
    book = Spellbook(name="x", mage="Warlock")
    book.add("fireball", 1)
    text = write_spellbook(book, library, fmt)
    if fmt == "json":
        data = json.loads(text)
        data.update(name="My\x1b[2JBook\u202e", tags=["t\x00ag"], notes="one\n\ttwo\x1b")
        text = json.dumps(data)
    else:
        text = text.replace("<notes />", "<notes>one\n\ttwo&#x202e;</notes>").replace("<notes/>", "<notes>one\n\ttwo&#x202e;</notes>")
    got = read_spellbook_text(text, library, fmt=fmt).book
    assert got.notes == "one\n\ttwo"
    if fmt == "json":
        assert (got.name, got.tags) == ("My[2JBook", ["tag"])
