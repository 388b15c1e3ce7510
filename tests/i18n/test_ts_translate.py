"""The command line's translations come from the compiled .qm catalogs (the wheel and the frozen
app carry no .ts): every finished entry of the .ts sources reads back the same from the .qm."""

from __future__ import annotations

import pytest
from defusedxml.ElementTree import parse

from spellforge.i18n.ts_translate import QM_MAGIC, read_qm, ts_translator
from spellforge.paths import i18n_dir


def _ts_entries(lang: str) -> dict:
    table = {}
    for context in parse(str(i18n_dir() / f"spellforge_{lang}.ts")).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            tr = message.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = tuple(f.text or "" for f in tr.iter("numerusform"))
            table[(name, message.findtext("source") or "")] = (forms if len(forms) > 1 else forms[0]) if forms else tr.text
    return {k: v for k, v in table.items() if v}


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_the_qm_catalog_holds_every_translation_of_its_ts_source(lang):
    from_qm = read_qm((i18n_dir() / f"spellforge_{lang}.qm").read_bytes())
    assert from_qm == _ts_entries(lang)
    assert len(from_qm) > (40 if lang == "en" else 800)


def test_plural_forms_and_plain_sentences_in_the_language():
    ru, pl = ts_translator("ru"), ts_translator("pl")
    assert ru("CardBrowser", "%n card(s)", 14) == "14 карт"
    assert ru("CardBrowser", "%n card(s)", 22) == "22 карты"
    assert pl("CardBrowser", "%n card(s)", 1) == "1 karta"
    assert ts_translator("en")("CardBrowser", "%n card(s)", 1) == "1 card"
    assert ru("App", "Preparing the card library…") == "Подготовка библиотеки карт…"
    assert ru("App", "a sentence no catalog has") == "a sentence no catalog has"


def test_a_file_that_is_not_a_catalog_is_refused():
    with pytest.raises(ValueError, match="not a Qt translation catalog"):
        read_qm(b"<?xml version='1.0'?><TS/>")
    assert read_qm(QM_MAGIC) == {}
