"""Deck codes (`SF1:…`): every shipped book survives book → code → import; a damaged code is
refused with a message naming what is wrong (the changed, lost or added character, a code cut
short, an unknown version); `spellforge import` and `export --to code` read and print them."""

from __future__ import annotations

import json
import random
import re

import pytest

from spellforge.cli import main
from spellforge.domain import Spellbook, UnresolvedLine
from spellforge.formats import ReadError, detect_format, read_spellbook, read_spellbook_text, write_spellbook
from spellforge.formats import deck_code
from tests.formats.conftest import deck_paths

CODE = re.compile(r"SF1:[A-Z2-7]+")


def _facts(book: Spellbook) -> tuple:
    """What a deck code carries: the book as the game and the collection see it."""
    return book.name, book.mage, book.element, book.format, book.mage_card, book.quantities(), book.printings


def _code(book: Spellbook, library) -> str:
    return write_spellbook(book, library, "code").strip()


def _wizard(library) -> Spellbook:
    book = Spellbook(name="Lód i ogień", mage="Wizard", element="Water")
    book.add("fireball", 2)
    book.add("dispel", 1)
    book.add("geyser", 3)
    return book


def _error(text: str, library) -> ReadError:
    with pytest.raises(ReadError) as caught:
        read_spellbook_text(text, library, source_name="chat.txt")
    return caught.value


def test_every_shipped_book_survives_the_code(decks, library):
    assert len(decks) >= 45
    lengths = []
    for name, result in decks.items():
        book = result.book
        code = _code(book, library)
        assert CODE.fullmatch(code), (name, code)
        lengths.append(len(code))
        back = read_spellbook_text(code, library, source_name=name)
        assert back.format == "code"
        assert back.unresolved == [], (name, [f.note for f in back.unresolved])
        assert back.book.quantities(), name
        assert _facts(back.book) == _facts(book), name
        assert _code(back.book, library) == code, name  # one book, one code
    assert max(lengths) < 500  # a chat message, not a file


def test_every_shipped_book_survives_a_file_holding_its_code(tmp_path, library):
    """`spellforge import` of a saved code: the file's name becomes the book's name only when
    the code has none (here every book has one)."""
    source = next(p for p in deck_paths() if p.name == "Priestess Official.o8d")
    book = read_spellbook(source, library).book
    path = tmp_path / "shared code.txt"
    path.write_text(f"Priestess for Friday:\n{_code(book, library)}\n\n", encoding="utf-8")
    back = read_spellbook(path, library)
    assert (back.format, back.book.name, back.book.quantities()) == ("code", "Priestess Official", book.quantities())
    assert [(f.line, f.text, f.note) for f in back.lines if f.fate == "ignored"] == [
        (1, "Priestess for Friday:", "text around the deck code"), (3, "", "blank")]


def test_the_code_is_one_word_safe_in_chat(library):
    book = _wizard(library)
    book.name = "*bold* _it_ `x` https://a?b=c"  # markdown and URL characters stay inside the letters
    code = _code(book, library)
    assert CODE.fullmatch(code)
    back = read_spellbook_text(code, library).book
    assert back.name == book.name and back.quantities() == book.quantities()


def test_order_of_cards_does_not_change_the_code(library):
    book = _wizard(library)
    shuffled = Spellbook(name=book.name, mage="Wizard", element="Water")
    for entry in reversed(book.entries):
        shuffled.add(entry.card_id, entry.qty)
    assert _code(book, library) == _code(shuffled, library)


def test_lowercase_backticks_and_chat_around_the_code_are_read(library):
    code = _code(_wizard(library), library)
    for text in (code.lower(), f"`{code}`", f"my water wizard: {code}. gl hf", f"«{code}»"):
        assert detect_format(text) == "code", text
        back = read_spellbook_text(text, library)
        assert (back.book.mage, back.book.element, back.book.quantities()) == ("Wizard", "Water", _wizard(library).quantities())


def test_notes_tags_candidates_and_unread_lines_are_not_in_the_code(library):
    """A code shares the list; what it leaves out is said in docs/formats.md."""
    book = _wizard(library)
    book.notes, book.tags = "vs Warlock", ["tournament"]
    book.unresolved.append(UnresolvedLine(3, "2 Fierbal"))
    back = read_spellbook_text(_code(book, library), library).book
    assert (back.notes, back.tags, back.unresolved, back.candidates) == ("", [], [], [])
    assert back.quantities() == book.quantities()


def test_mage_card_format_and_named_printings_round_trip(library):
    """An Academy Druid figure with the Arena Druid Stats (docs/rules.md), a printing named."""
    fireball = library.card("fireball")
    guid = sorted(p.guid for p in fireball.printings if p.guid)[-1]
    book = Spellbook(name="x", mage="Druid", mage_card="Academy Druid", format="academy", printings={"fireball": guid})
    book.add("fireball", 1)
    book.add("dispel", 2)
    back = read_spellbook_text(_code(book, library), library).book
    assert _facts(back) == _facts(book)


def test_a_book_without_mage_or_name_round_trips(library):
    book = Spellbook()
    book.add("fireball", 1)
    result = read_spellbook_text(_code(book, library), library)
    assert (result.book.mage, result.book.name, result.book.quantities()) == (None, "", {"fireball": 1})
    assert result.mage_suggestions  # the import report offers mages, as for any list without one


def test_a_long_name_is_cut_at_a_character_boundary(library):
    book = _wizard(library)
    book.name = "Ж" * 200
    back = read_spellbook_text(_code(book, library), library).book
    assert back.name == "Ж" * (deck_code.NAME_BYTES // 2)


def test_a_changed_character_is_named(library):
    """A position changed to another letter (the first ones hold the length, the last ones the
    checksum) is refused; the message names the position and the letter the checksum wants back."""
    code = _code(_wizard(library), library)
    letters = code[4:]
    rng = random.Random(28)
    for i in sorted({0, 1, 2, len(letters) - 2, len(letters) - 1, *rng.sample(range(len(letters)), 6)}):
        other = rng.choice([c for c in deck_code.ALPHABET if c != letters[i]])
        error = _error(code[:4 + i] + other + code[5 + i:], library)
        assert error.file == "chat.txt" and error.line == 1
        assert error.code == "code_changed", (i, str(error))
        assert f"changed at character {i + 1} (column {i + 5}): {other!r} should be {letters[i]!r}" in error.message


def test_a_character_no_code_holds_is_named_with_the_fitting_one(library):
    code = _code(_wizard(library), library)
    broken = code[:10] + "0" + code[11:]
    error = _error(broken, library)
    assert error.code == "code_character"
    assert "'0' at character 7 (column 11), which no deck code has" in error.message
    assert error.params["expected"] == code[10]


def test_a_lost_or_added_character_is_named(library):
    code = _code(_wizard(library), library)
    lost = _error(code[:20] + code[21:], library)
    assert lost.code == "code_lost_character" and lost.params["expected"] == code[20]
    # a run of equal letters makes the exact position unknowable: the first one that fits is named
    assert lost.params["position"] <= 17
    added = code[:20] + next(c for c in "AQZ" if c not in code[19:21]) + code[20:]
    error = _error(added, library)
    assert error.code == "code_extra_character" and error.params["position"] == 17


def test_a_truncated_code_says_how_much_is_missing(library):
    code = _code(_wizard(library), library)
    error = _error(code[:-6], library)
    assert error.code == "code_short"
    assert f"cut short: it has {len(code) - 10} of its {len(code) - 4} characters" in error.message
    assert _error(code + "ABC", library).code == "code_long"


def test_a_code_of_another_version_is_refused_by_name(library):
    code = _code(_wizard(library), library)
    newer = _error("SF2:" + code[4:], library)
    assert newer.code == "code_version" and "version 2 is newer than this Spellforge reads (version 1)" in newer.message
    older = _error("SF0:" + code[4:], library)
    assert older.code == "code_version" and "unknown deck code version 0" in older.message


def test_many_changes_give_the_checksum_message(library):
    code = _code(_wizard(library), library)
    broken = code[:12] + "".join("B" if c == "A" else "A" for c in code[12:18]) + code[18:]
    error = _error(broken, library)
    assert error.code == "code_checksum" and "checksum" in error.message


def test_a_card_this_library_does_not_know_is_kept_unresolved(library):
    """A code from newer card data: the unknown card becomes a problem line, the rest is read."""
    book = _wizard(library)
    code = _code(book, library)
    payload = deck_code._intact(deck_code._number([deck_code._VALUE[c] for c in code[4:]]), len(code) - 4)
    known = deck_code.card_token("fireball")
    assert known in payload
    forged = payload.replace(known, deck_code._token("card:a-card-from-2027"))
    letters = deck_code._to_letters(forged + deck_code._checksum(1, forged))
    result = read_spellbook_text("SF1:" + letters, library)
    assert result.book.quantities() == {"dispel": 1, "geyser": 3}
    [problem] = result.unresolved
    assert problem.qty == 2 and "unknown card in the deck code" in problem.note


def test_tokens_of_the_library_never_collide(library):
    """Every card, printing and mage has its own 4-byte token (checked again whenever db/ changes)."""
    tokens = deck_code.Tokens(library)
    shared = {t: k for t, k in tokens.cards.items() if len({x.card_id for x in k}) > 1}
    assert shared == {}
    assert all(len(names) == 1 for names in tokens.mages.values())
    assert len(tokens.cards) > 1000


def test_text_that_merely_mentions_a_code_prefix_stays_a_list(library):
    text = "Warlock\n2 Fireball\n1 Dispel\nnotes: see SF1:ABCDEFGHIJK for the old one\n"
    assert detect_format(text) == "forum"


def test_cli_export_prints_the_code_and_import_reads_it(cli_library, tmp_path, capsys, library, monkeypatch):
    source = next(p for p in deck_paths() if p.name == "Warlock Official.o8d")
    assert main(["export", str(source), "--to", "code"]) == 0
    out = capsys.readouterr().out
    assert CODE.fullmatch(out.strip()) and out.endswith("\n") and out.count("\n") == 1
    saved = tmp_path / "code.txt"
    saved.write_text(out, encoding="utf-8")
    assert main(["import", str(saved), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    original = read_spellbook(source, library).book
    assert (data["format"], data["mage"], data["name"]) == ("code", "Warlock", "Warlock Official")
    assert {c["id"]: c["qty"] for c in data["cards"]} == original.quantities()
    assert data["unresolved"] == []


def test_cli_import_of_a_damaged_code_exits_2_naming_the_file_and_line(cli_library, tmp_path, capsys, library, monkeypatch):
    code = _code(_wizard(library), library)
    saved = tmp_path / "code.txt"
    saved.write_text("from the forum\n" + code[:-5] + "\n", encoding="utf-8")
    assert main(["import", str(saved)]) == 2
    err = capsys.readouterr().err
    assert f"{saved}:2: the deck code is cut short" in err and "Traceback" not in err
    # in the player's language (issue 31): the window's own sentence, file and line kept
    assert main(["validate", str(saved), "--lang", "ru"]) == 2
    err = capsys.readouterr().err
    assert f"{saved}:2: код книги обрезан" in err and "cut short" not in err, err


def test_a_code_kept_in_the_notes_of_a_text_list_stays_in_the_notes(library):
    """The text writer quotes notes with "> ": a code there is a note, not the book."""
    book = _wizard(library)
    other = Spellbook(mage="Warlock")
    other.add("dispel", 1)
    book.notes = "the old version:\n" + _code(other, library)
    text = write_spellbook(book, library, "text")
    assert detect_format(text) == "text"
    back = read_spellbook_text(text, library).book
    assert (back.mage, back.notes, back.quantities()) == ("Wizard", book.notes, book.quantities())


def test_books_save_a_code_and_export_it_as_the_same_code(cli_library, tmp_path, capsys, library, monkeypatch):
    code = _code(_wizard(library), library)
    saved = tmp_path / "friday.txt"
    saved.write_text(code + "\n", encoding="utf-8")
    assert main(["books", "save", str(saved), "--json"]) == 0
    book_id = json.loads(capsys.readouterr().out)["id"]
    assert main(["books", "export", str(book_id), "--to", "code"]) == 0
    assert capsys.readouterr().out == code + "\n"


# Made by the first version of the writer. Codes live in chat logs for years: this one must read
# the same forever (a new layout or new tokens get a new prefix, SF2:).
SHARED_IN_2026 = "SF1:E4D37X7HKMBQ2TGDWNSCA2JAN5TWSZOFQQBQCAOMRA35QAQBWW2YETQDAGLYYWCHHL2HANY"
WITH_A_PRINTING = ("Core Fireball", "Warlock", {"fireball": 2, "dispel": 1},
                   {"fireball": "d8562a1d-6a95-4ca4-99aa-91c5ca769a33"})


def test_a_code_shared_in_2026_still_reads_the_same(library):
    book = read_spellbook_text(SHARED_IN_2026, library).book
    assert (book.name, book.mage, book.element, book.format, book.quantities(), book.printings) == (
        "Lód i ogień", "Wizard", "Water", "arena", {"fireball": 2, "dispel": 1, "geyser": 3}, {})
    assert _code(_wizard(library), library) == SHARED_IN_2026


def test_a_named_printing_is_carried_by_its_guid(library):
    name, mage, quantities, printings = WITH_A_PRINTING
    book = Spellbook(name=name, mage=mage, printings=dict(printings))
    for card_id, qty in quantities.items():
        book.add(card_id, qty)
    code = _code(book, library)
    payload = deck_code._intact(deck_code._number([deck_code._VALUE[c] for c in code[4:]]), len(code) - 4)
    assert deck_code.printing_token(printings["fireball"]) in payload
    assert deck_code.card_token("fireball") not in payload and deck_code.card_token("dispel") in payload
    back = read_spellbook_text(code, library).book
    assert (back.quantities(), back.printings) == (quantities, printings)


def test_a_very_long_code_is_checked_but_not_searched_for_the_changed_letter(library):
    """Past REPAIR_LIMIT letters the one-letter search (n² tries) is skipped: the checksum message."""
    book = Spellbook(mage="Wizard")
    for card in sorted(library.spells(), key=lambda c: c.id)[:150]:
        book.add(card.id, 1)
    code = _code(book, library)
    assert len(code) - 4 > deck_code.REPAIR_LIMIT
    assert read_spellbook_text(code, library).book.quantities() == book.quantities()
    changed = code[:500] + ("A" if code[500] != "A" else "B") + code[501:]
    assert _error(changed, library).code == "code_checksum"
    assert _error(code[:-20], library).code == "code_short"


def test_a_refusal_keeps_its_code_and_parameters_when_pickled(library):
    import pickle

    code = _code(_wizard(library), library)
    error = _error(code[:-6], library)
    back = pickle.loads(pickle.dumps(error))
    assert (str(back), back.code, back.params) == (str(error), "code_short", error.params)
