"""Hypothesis fuzzing of every reader: whatever the input, the result is an ImportResult or a
ReadError, never another exception. Short, derandomized runs; bench/fuzz_formats.py runs long ones."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spellforge.formats import ImportResult, ReadError, read_spellbook, read_spellbook_text

FUZZ = settings(max_examples=40, deadline=None, derandomize=True, database=None,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
READERS = ("o8d", "text", "bbcode", "forum", "json", "code")

# Pieces of real inputs, so generated text gets past the first checks of each reader.
TOKENS = st.sampled_from([
    "<?xml version='1.0'?>", "<deck game='9acef3d0-efa8-4d3f-a10c-54812baecdda'>", "</deck>", "<section name='Attack'>",
    "</section>", "<card qty='2' id='d8562a1d-6a95-4ca4-99aa-91c5ca769a33'>", "</card>", "<notes><![CDATA[", "]]>",
    "<!DOCTYPE d [<!ENTITY a 'b'>]>", "&a;", "[spellbook]", "[mwcard=MW1A04]", "[/mwcard]", "[spellclass]", "[/spellclass]",
    "[mage]", "[/mage]", "{", "}", "[", "]", '"cards":', '"kind": "spellforge.spellbook"', '"format_version": 1', ",",
    "Fireball", "Огненный шар", "Kula Ognia", "Wizard", "Колдун", "--- Attack ---", "ЧАРЫ", "3x", " x ", "2 - ", "99", "0",
    "\n", "\t", " ", "pts", "A Wizard Spellbook", "Element: Fire", "(", ")", "Synthetic", "ё", "\ufeff", "\x00",
    "SF1:", "SF2:", "sf1:", "AEAQC", "7777", "AAAAAAAA", "2EAQPP6745JQAD2XNF5GC4TEEBHWMZTJ", "0", "=",
])
TEXTS = st.one_of(st.text(max_size=400), st.lists(TOKENS, max_size=40).map("".join))


@pytest.mark.parametrize("fmt", [None, *READERS])
@FUZZ
@given(text=TEXTS)
def test_no_exception_escapes_from_text(library, fmt, text):
    try:
        result = read_spellbook_text(text, library, source_name="fuzz", fmt=fmt)
    except ReadError as e:
        assert e.file == "fuzz" and e.message
    else:
        assert isinstance(result, ImportResult)
        # Nothing is dropped: every unresolved fate is kept with the book.
        assert len(result.book.unresolved) >= sum(1 for f in result.lines if f.fate == "unresolved" and f.note != "kept from an earlier import")


@FUZZ
@given(data=st.one_of(st.binary(max_size=600), TEXTS.map(lambda t: t.encode("utf-8", "surrogatepass")),
                      TEXTS.map(lambda t: t.encode("utf-16", "surrogatepass")),
                      st.text(alphabet="абвгдеёжзийклмнопрстуфхцчшщъыьэюя 1234567890\n", max_size=200).map(lambda t: t.encode("cp1251"))))
def test_no_exception_escapes_from_files(library, data):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.txt"
        path.write_bytes(data)
        try:
            assert isinstance(read_spellbook(path, library), ImportResult)
        except ReadError as e:
            assert e.file == str(path) and e.message
