"""The interface translations without Qt, for the command line: the compiled catalogs
i18n/spellforge_<lang>.qm that the window loads with QTranslator (lrelease's output of the
.ts sources), read here in Python so a command needs no Qt.

    translate = ts_translator("ru")
    translate("PlaytestLog", "Destroyed: {foe}")             # "Уничтожено: {foe}"
    translate("PlaytestWindow", "%n damage", n=2)            # "2 повреждения"

It answers like QCoreApplication.translate over the same .qm: a missing entry gives the source
text, a numerus entry the form Qt would choose (the plural rules of spellforge.i18n.plurals,
which are Qt's for en, ru and pl) with %n replaced by the count. The wheel and the frozen app
carry only the .qm files, so this is what an installed `spellforge` reads.
"""

from __future__ import annotations

import struct
from functools import lru_cache
from typing import Callable, Protocol

from spellforge.i18n import plurals
from spellforge.i18n.numbers import integer
from spellforge.paths import i18n_dir


class Translate(Protocol):
    def __call__(self, context: str, source: str, n: int | None = None) -> str: ...


# The .qm layout (Qt's qtranslator.cpp): a 16-byte magic, then blocks of (tag, big-endian
# length, bytes); the messages block is a run of (tag, value) fields, each message ending
# with _END. Translations are UTF-16BE, one field per plural form; context and source UTF-8.
QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_MESSAGES_BLOCK = 0x69
_END, _TRANSLATION, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 5, 6, 7, 8
_NULL = 0xFFFFFFFF


def read_qm(data: bytes) -> dict[tuple[str, str], str | tuple[str, ...]]:
    """{(context, source): translation, or its plural forms} of a compiled catalog."""
    if not data.startswith(QM_MAGIC):
        raise ValueError("not a Qt translation catalog (.qm)")
    pos, messages = len(QM_MAGIC), b""
    while pos + 5 <= len(data):
        tag, size = data[pos], struct.unpack_from(">I", data, pos + 1)[0]
        if tag == _MESSAGES_BLOCK:
            messages = data[pos + 5:pos + 5 + size]
        pos += 5 + size
    table: dict[tuple[str, str], str | tuple[str, ...]] = {}
    forms: list[str] = []
    fields: dict[int, str] = {}
    pos = 0
    while pos < len(messages):
        tag = messages[pos]
        pos += 1
        if tag == _END:
            shown = [f for f in forms if f]
            if shown and fields.get(_SOURCE):
                table[(fields.get(_CONTEXT, ""), fields[_SOURCE])] = forms[0] if len(forms) == 1 else tuple(forms)
            forms, fields = [], {}
            continue
        if tag == _OBSOLETE1:
            continue
        if tag not in (_TRANSLATION, _SOURCE, _CONTEXT, _COMMENT):
            raise ValueError(f"unknown .qm message field {tag}")
        size = struct.unpack_from(">I", messages, pos)[0]
        pos += 4
        if size == _NULL:
            continue
        value = messages[pos:pos + size]
        pos += size
        if tag == _TRANSLATION:
            forms.append(value.decode("utf-16-be"))
        else:
            fields[tag] = value.decode("utf-8")
    return table


@lru_cache(maxsize=4)
def _messages(lang: str) -> dict[tuple[str, str], str | tuple[str, ...]]:
    path = i18n_dir() / f"spellforge_{lang}.qm"
    try:
        return read_qm(path.read_bytes())
    except (OSError, ValueError, struct.error):  # as QTranslator: no catalog, the English text
        return {}


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
