"""The interface translations without Qt, for the command line: the shipped Qt Linguist files
(i18n/spellforge_<lang>.ts, the translators' source, carried by the wheel) read with defusedxml.

    translate = ts_translator("ru")
    translate("PlaytestLog", "Destroyed: {foe}")             # "Уничтожено: {foe}"
    translate("PlaytestWindow", "%n damage", n=2)            # "2 повреждения"

It answers like QCoreApplication.translate over the compiled .qm: an unfinished or missing entry
gives the source text, a numerus entry the form Qt would choose (the plural rules of
spellforge.i18n.plurals, which are Qt's for en, ru and pl) with %n replaced by the count.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Protocol

from defusedxml.ElementTree import parse

from spellforge.i18n import plurals
from spellforge.i18n.numbers import integer
from spellforge.paths import i18n_dir


class Translate(Protocol):
    def __call__(self, context: str, source: str, n: int | None = None) -> str: ...


@lru_cache(maxsize=4)
def _messages(lang: str) -> dict[tuple[str, str], str | tuple[str, ...]]:
    path = i18n_dir() / f"spellforge_{lang}.ts"
    if not path.is_file():
        return {}
    table: dict[tuple[str, str], str | tuple[str, ...]] = {}
    for context in parse(str(path)).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            tr = message.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                continue  # lrelease leaves these out of the .qm too
            source = message.findtext("source") or ""
            if message.get("numerus") == "yes":
                table[(name, source)] = tuple(f.text or "" for f in tr.iter("numerusform"))
            elif tr.text:
                table[(name, source)] = tr.text
    return table


def ts_translator(lang: str) -> Callable[..., str]:
    """translate(context, source, n=None) in `lang` (en gives the English plural forms)."""
    table = _messages(lang if lang in plurals.FORMS else "en")

    def translate(context: str, source: str, n: int | None = None) -> str:
        entry = table.get((context, source))
        if n is None:
            return entry if isinstance(entry, str) else source
        text = source
        if isinstance(entry, tuple) and entry:
            text = entry[min(plurals.index(n, lang), len(entry) - 1)] or source
        # %Ln: the count with the language's digit grouping, as Qt writes it (10 000 in Russian)
        return text.replace("%Ln", integer(n, lang)).replace("%n", str(n))

    return translate
