"""The readers' warnings and refusals in the interface language. The warnings' templates are
shared with the command line (spellforge/i18n/read_warnings.py), read here through Qt; a refusal
that carries a code has its own translated template below. Anything without a code (an older
reader) is shown as it is, never dropped."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from spellforge.i18n import read_warnings


def _qt_translate(context: str, source: str, n: int | None = None) -> str:
    return QCoreApplication.translate(context, source, None, -1 if n is None else n)


def translate_warning(warning, lib=None, lang: str = "en") -> str:
    """A reader's warning in the interface language, names in the card language `lang`."""
    return read_warnings.translate_warning(warning, lib, lang, _qt_translate)


class ReadErrors(QObject):
    """Translation context of the readers' refusals that carry a code (the deck code's, so far)."""


def translate_read_error(error) -> str:
    """A reader's refusal in the interface language: `file:line: message`. A refusal without a
    known code is shown as the reader wrote it."""
    code = getattr(error, "code", "")
    p = dict(getattr(error, "params", {}) or {})
    text = None
    if code == "code_version":
        text = (ReadErrors.tr("deck code version {version} is newer than this Spellforge reads (version {known}); "
                              "update Spellforge to read it") if p["version"] > p["known"] else
                ReadErrors.tr("unknown deck code version {version} (this Spellforge reads version {known})"))
        text = text.format(version=p["version"], known=p["known"])
    elif code == "code_empty":
        text = ReadErrors.tr("the deck code is empty")
    elif code == "code_character" and p.get("expected"):
        text = ReadErrors.tr("the deck code holds {character} at character {position} (column {column}), which no "
                             "deck code has; {expected} fits there").format(
            character=repr(p["character"]), position=p["position"], column=p["column"], expected=repr(p["expected"]))
    elif code == "code_character":
        text = ReadErrors.tr("the deck code holds {character} at character {position} (column {column}), which no "
                             "deck code has: only letters A–Z and digits 2–7").format(
            character=repr(p["character"]), position=p["position"], column=p["column"])
    elif code == "code_changed":
        text = ReadErrors.tr("the deck code was changed at character {position} (column {column}): {character} "
                             "should be {expected}; copy the code again").format(
            character=repr(p["character"]), position=p["position"], column=p["column"], expected=repr(p["expected"]))
    elif code == "code_lost_character":
        text = ReadErrors.tr("the deck code lost a character: {expected} is missing at character {position} "
                             "(column {column}); copy the code again").format(
            position=p["position"], column=p["column"], expected=repr(p["expected"]))
    elif code == "code_extra_character":
        text = ReadErrors.tr("the deck code has one character too many: {character} at character {position} "
                             "(column {column}); copy the code again").format(
            character=repr(p["character"]), position=p["position"], column=p["column"])
    elif code == "code_short":
        text = ReadErrors.tr("the deck code is cut short (characters: {have}, expected: {want}); copy the whole code"
                             ).format(have=p["have"], want=p["want"])
    elif code == "code_long":
        text = ReadErrors.tr("the deck code is too long: something was added at its end (characters: {have}, "
                             "expected: {want})").format(have=p["have"], want=p["want"])
    elif code == "code_malformed":
        text = ReadErrors.tr("the deck code checks out but its contents are malformed")
    elif code == "code_checksum":
        text = ReadErrors.tr("the deck code does not check out (its checksum differs): a character was changed, "
                             "added or left out; copy the code again")
    if text is None:
        return str(error)
    where = f"{error.file}:{error.line}" if getattr(error, "line", None) else getattr(error, "file", "")
    return f"{where}: {text}" if where else text
