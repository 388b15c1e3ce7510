"""The readers' warnings (spellforge.formats, English sentences for the CLI) in the interface
language. Each known sentence shape is matched and rebuilt from a translated template; a
sentence no pattern knows is shown as it is (never dropped)."""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CTX = "ImportWarnings"
PATTERNS: tuple[tuple[re.Pattern, str], ...] = tuple((re.compile(p), t) for p, t in (
    (r"^line (?P<line>\d+): (?P<text>'.*'|\".*\") is a (?P<type>.+) but is listed under (?P<section>.+)$",
     QT_TRANSLATE_NOOP("ImportWarnings", "line {line}: {text} is a {type} but is listed under {section}")),
    (r"^line (?P<line>\d+): (?P<text>'.*'|\".*\") read as (?P<card>.+) \((?P<how>[^,]+), confidence (?P<percent>\d+)%\); "
     r"please check$",
     QT_TRANSLATE_NOOP("ImportWarnings", "line {line}: {text} read as {card} ({percent} % sure); please check")),
    (r"^line (?P<line>\d+): a second mage \((?P<other>.+)\) named; keeping (?P<mage>.+)$",
     QT_TRANSLATE_NOOP("ImportWarnings", "line {line}: a second mage ({other}) is named; {mage} is kept")),
    (r"^the list names no mage$", QT_TRANSLATE_NOOP("ImportWarnings", "the list names no mage")),
    (r"^(?P<n>\d+) line\(s\) not resolved; kept with the spellbook$",
     QT_TRANSLATE_NOOP("ImportWarnings", "lines not recognised: {n}; they are kept with the spellbook")),
    (r"^line (?P<line>\d+): the list says (?P<stated>\d+) points; the rules count (?P<computed>\d+)$",
     QT_TRANSLATE_NOOP("ImportWarnings", "line {line}: the list says {stated} points; the rules count {computed}")),
    (r"^line (?P<line>\d+): unknown card code (?P<code>.+); matched by name$",
     QT_TRANSLATE_NOOP("ImportWarnings", "line {line}: unknown card code {code}; matched by name")),
    (r"^line (?P<line>\d+): unknown card id (?P<id>.+); matched (?P<name>.+) by name$",
     QT_TRANSLATE_NOOP("ImportWarnings", "line {line}: unknown card id {id}; {name} matched by name")),
    (r"^line (?P<line>\d+): unknown GUID (?P<guid>.+); matched (?P<name>.+) by name$",
     QT_TRANSLATE_NOOP("ImportWarnings", "line {line}: unknown GUID {guid}; {name} matched by name")),
    (r"^line (?P<line>\d+): unknown GUID (?P<guid>.+); mage (?P<name>.+) matched by name$",
     QT_TRANSLATE_NOOP("ImportWarnings", "line {line}: unknown GUID {guid}; the mage {name} matched by name")),
    (r"^the deck is for another OCTGN game \((?P<game>.+)\), reading it anyway$",
     QT_TRANSLATE_NOOP("ImportWarnings", "the deck is for another OCTGN game ({game}); read anyway")),
    (r"^the Mage section names (?P<names>.+); using (?P<mage>.+)$",
     QT_TRANSLATE_NOOP("ImportWarnings", "the Mage section names {names}; {mage} is used")),
))


def translate_warning(text: str) -> str:
    for pattern, template in PATTERNS:
        m = pattern.match(text)
        if m:
            return QCoreApplication.translate(CTX, template).format(**m.groupdict())
    return text
