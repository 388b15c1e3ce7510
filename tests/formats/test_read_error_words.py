"""A reader's refusal of a file or a text (missing, a folder, empty, binary, not XML, not a deck …)
in the reader's language: each carries a code and its parameters, so the command's --lang and the
windows say it in Russian and Polish, `file:line: ` first, as they say the deck code's refusals."""

from __future__ import annotations

import pickle

import pytest

from spellforge.formats import ReadError, read_spellbook, read_spellbook_text
from spellforge.formats.json_book import KIND
from spellforge.i18n.read_warnings import translate_read_error
from spellforge.i18n.ts_translate import ts_translator
from tests.cli.runner import run

BROKEN = "<deck game='x'><section name='Spells'><card qty='x'"


def _refusal(library, tmp_path, what: str) -> ReadError:
    files = {
        "missing": lambda: tmp_path / "missing.o8d",
        "folder": lambda: tmp_path,
        "empty": lambda: (tmp_path / "empty.txt").write_bytes(b"  \n") and tmp_path / "empty.txt",
        "binary": lambda: (tmp_path / "x.txt").write_bytes(bytes(range(256)) * 8) and tmp_path / "x.txt",
        "not XML": lambda: (tmp_path / "broken.o8d").write_text(BROKEN, encoding="utf-8") and tmp_path / "broken.o8d",
        "not a deck": lambda: (tmp_path / "n.o8d").write_text("<?xml version='1.0'?>\n<notes>hi</notes>",
                                                              encoding="utf-8") and tmp_path / "n.o8d",
        "empty deck": lambda: (tmp_path / "e.o8d").write_text("<deck></deck>", encoding="utf-8") and tmp_path / "e.o8d",
        "DTD": lambda: (tmp_path / "d.o8d").write_text("<!DOCTYPE deck [<!ENTITY a 'b'>]><deck>&a;</deck>",
                                                       encoding="utf-8") and tmp_path / "d.o8d",
        "JSON": lambda: _json(tmp_path, '{"kind": "spellforge.spellbook",'),
        "JSON element": lambda: _json(tmp_path, '{"kind": "%s", "format_version": 1, "element": 3}' % KIND),
        "JSON kind": lambda: _json(tmp_path, '{"kind": "deck"}'),
        "JSON newer": lambda: _json(tmp_path, '{"kind": "%s", "format_version": 99}' % KIND),
        "JSON tags": lambda: _json(tmp_path, '{"kind": "%s", "format_version": 1,\n "tags": "fire"}' % KIND),
    }
    with pytest.raises(ReadError) as refused:
        read_spellbook(files[what](), library)
    return refused.value


def _json(tmp_path, text: str):
    path = tmp_path / "book.json"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("what", ["missing", "folder", "empty", "binary", "not XML", "not a deck", "empty deck", "DTD",
                                  "JSON", "JSON element", "JSON kind", "JSON newer", "JSON tags"])
def test_every_refusal_of_a_file_is_said_in_russian_and_polish(library, tmp_path, what):
    error = _refusal(library, tmp_path, what)
    assert error.code and pickle.loads(pickle.dumps(error)).params == error.params
    where = str(error).split(": ")[0] + ": "
    english = translate_read_error(error, ts_translator("en"), "en")
    assert english == str(error)  # the English template is the reader's own message
    for lang in ("ru", "pl"):
        said = translate_read_error(error, ts_translator(lang), lang)
        assert said.startswith(where) and said != english, (lang, said)
        assert not any(word in said[len(where):] for word in ("file", "XML with", "empty", "text", "root")), said


def test_a_text_s_refusals_are_said_in_the_language(library):
    for text, fmt in (("  ", None), ("Wizard", "docx")):
        with pytest.raises(ReadError) as refused:
            read_spellbook_text(text, library, fmt=fmt)
        assert refused.value.code
        assert translate_read_error(refused.value, ts_translator("ru"), "ru") != str(refused.value)


@pytest.mark.usefixtures("cli_library")
@pytest.mark.parametrize("lang, missing, broken", [
    ("en", "missing.o8d: no such file", "broken.o8d:1: not valid XML: unclosed token"),
    ("ru", "missing.o8d: файл не найден", "broken.o8d:1: неверный XML: unclosed token"),
    ("pl", "missing.o8d: nie ma takiego pliku", "broken.o8d:1: niepoprawny XML: unclosed token"),
])
def test_validate_says_a_missing_or_broken_file_in_its_language(capsys, tmp_path, lang, missing, broken):
    (tmp_path / "broken.o8d").write_text(BROKEN, encoding="utf-8")
    code, out, err = run(capsys, "validate", tmp_path / "missing.o8d", "--lang", lang)
    assert code == 2 and out == "" and err.strip().endswith(f"{tmp_path}/{missing}")
    code, out, err = run(capsys, "validate", tmp_path / "broken.o8d", "--lang", lang)
    assert code == 2 and out == "" and err.strip().endswith(f"{tmp_path}/{broken}")
