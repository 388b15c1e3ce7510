"""Hostile and odd input: unsafe XML, huge, empty, binary and truncated files, and the encodings
people actually save lists in. Every failure is a ReadError naming the file (and line)."""

from __future__ import annotations

import random

import pytest

from spellforge.formats import ReadError, read_spellbook, read_spellbook_text
from spellforge.formats.decoding import MAX_BYTES
from tests.formats.conftest import FIXTURES, deck_paths

BILLION_LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE deck [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<deck game="9acef3d0-efa8-4d3f-a10c-54812baecdda"><section name="Attack"><card qty="1" id="x">&lol3;</card></section></deck>"""
EXTERNAL_ENTITY = """<?xml version="1.0"?>
<!DOCTYPE deck [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<deck><section name="Attack"><card qty="1" id="x">&xxe;</card></section></deck>"""


@pytest.mark.parametrize("xml", [BILLION_LAUGHS, EXTERNAL_ENTITY], ids=["entity-expansion", "external-entity"])
def test_unsafe_xml_is_refused(library, xml, tmp_path):
    path = tmp_path / "evil.o8d"
    path.write_text(xml, encoding="utf-8")
    with pytest.raises(ReadError) as e:
        read_spellbook(path, library)
    assert e.value.file == str(path) and "refused" in e.value.message
    assert e.value.line == 2  # where the DOCTYPE is


def test_oversized_file_is_refused(library, tmp_path):
    path = tmp_path / "huge.txt"
    path.write_bytes(b"1 Fireball\n" * (MAX_BYTES // 11 + 10))
    with pytest.raises(ReadError, match="too large"):
        read_spellbook(path, library)
    with pytest.raises(ReadError, match="too large"):
        read_spellbook_text("1 Fireball\n" * (MAX_BYTES // 11 + 10), library)


@pytest.mark.parametrize("data", [b"", b"   \n\n\t", "\ufeff".encode("utf-8")])
def test_empty_files(library, tmp_path, data):
    path = tmp_path / "empty.txt"
    path.write_bytes(data)
    with pytest.raises(ReadError, match="empty") as e:
        read_spellbook(path, library)
    assert str(path) in str(e.value)


def test_binary_junk(library, tmp_path):
    rng = random.Random(4)
    path = tmp_path / "junk.bin"
    path.write_bytes(bytes(rng.getrandbits(8) for _ in range(5000)))
    with pytest.raises(ReadError, match="not a text file"):
        read_spellbook(path, library)


def test_truncated_xml_names_the_line(library, tmp_path):
    source = next(p for p in deck_paths() if p.name == "Wizard Apprentice.o8d" and "octgn" in p.parent.name)
    data = source.read_bytes()
    path = tmp_path / "cut.o8d"
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(ReadError, match="not valid XML") as e:
        read_spellbook(path, library)
    assert e.value.line and e.value.line > 5


@pytest.mark.parametrize("xml, message", [
    ("<html><body>hi</body></html>", "not an OCTGN <deck>"),
    ("<?xml version='1.0'?>", "not valid XML"),
])
def test_xml_that_is_not_a_deck(library, xml, message):
    with pytest.raises(ReadError, match=message):
        read_spellbook_text(xml, library, fmt="o8d")


def test_bad_quantity_in_o8d_is_kept_as_unresolved(library):
    xml = '<deck><section name="Attack"><card qty="lots" id="d8562a1d-6a95-4ca4-99aa-91c5ca769a33">Fireball</card></section></deck>'
    result = read_spellbook_text(xml, library)
    assert result.book.entries == [] and result.book.unresolved[0].text == "Fireball"


def test_missing_file_and_folder(library, tmp_path):
    with pytest.raises(ReadError, match="no such file"):
        read_spellbook(tmp_path / "nope.o8d", library)
    with pytest.raises(ReadError, match="folder"):
        read_spellbook(tmp_path, library)


@pytest.mark.parametrize("lang, encodings", [
    ("ru", ["utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "cp1251"]),
    ("pl", ["utf-8-sig", "utf-16", "utf-16-le", "cp1250"]),
])
def test_encodings_are_detected(library, tmp_path, lang, encodings):
    text = (FIXTURES / f"{lang}_warlock.txt").read_text(encoding="utf-8")
    expected = read_spellbook_text(text, library).book.quantities()
    assert len(expected) > 40
    for encoding in encodings:
        path = tmp_path / f"{encoding}.txt"
        path.write_bytes(text.encode(encoding))
        result = read_spellbook(path, library)
        assert result.book.quantities() == expected, encoding
        assert result.book.mage == "Warlock", encoding


def test_windows_line_endings(library):
    assert read_spellbook_text("Warlock\r\n2 Fireball\r\n", library).book.quantities() == {"fireball": 2}


@pytest.mark.parametrize("line", ["a" + " " * 20_000 + "(1)", "a (1)" + " " * 20_000 + "x", ")" * 20_000 + "a",
                                  "Всем привет " + "a" * 20_000, "a" + " " * 20_000 + "spellbook"])
def test_a_long_line_of_spaces_or_brackets_is_read_at_once(library, line):
    """Regexes that backtracked over runs of spaces (detect, headings, labels, section headers,
    greetings) took minutes on such a line; each is now linear or bounded by a length."""
    result = read_spellbook_text(f"Mage: Wizard\n{line}\n2 Fireball\n", library)
    assert result.book.quantities() == {"fireball": 2} and len(result.lines) == 3


def test_format_detection_of_a_line_of_spaces_is_at_once():
    from spellforge.formats import detect_format

    assert detect_format("a" + " " * 20_000 + "x") == "forum"
    assert detect_format("A Wizard Spellbook\n--- Attack ---\n2 Fireball\n") == "text"
